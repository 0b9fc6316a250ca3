import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

// Issue 28: every card says what a year costs (premiums plus the copays of a use level the visitor
// picks); sorted by it, the list re-orders when the use level changes.
const PATH = '/Comparar/Medicina-Prepagada';

async function yearlyOrder(page: Page): Promise<Array<{ id: string; amount: number }>> {
  return page.getByTestId('plan-card').evaluateAll((cards) =>
    cards.map((card) => ({
      id: card.getAttribute('data-product-id') ?? '',
      amount: Number(card.querySelector('[data-testid="yearly-cost"]')?.getAttribute('data-amount') || NaN),
    })),
  );
}

test.describe('the cost of a year', () => {
  test.skip(({ isMobile }) => isMobile, 'layout-independent');

  test('every card shows its yearly cost; switching the use level re-orders a list sorted by it', async ({
    page,
  }) => {
    test.slow();
    await visit(page, `${PATH}?order=lowerYearlyCost&uso=bajo`);
    const cards = page.getByTestId('plan-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    // Every card: 'Costo total al año' and an amount in pesos.
    await expect(cards.getByTestId('yearly-cost')).toHaveCount(count);
    for (const card of await cards.all())
      await expect(card.getByTestId('yearly-cost')).toContainText(/Costo total al año[\s\S]*\$\s?[\d.]+/);

    const ascending = (order: Array<{ amount: number }>) => {
      const amounts = order.map((entry) => entry.amount);
      expect(amounts.every(Number.isFinite)).toBe(true);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    };
    const low = await yearlyOrder(page);
    ascending(low);

    // The assumptions are one tap away and say what the level counts.
    const first = cards.first().getByTestId('yearly-cost');
    await first.getByText('¿Cómo lo calculamos?').click();
    await expect(first).toContainText('Uso bajo: 1 consulta general y 1 examen de laboratorio');

    // High use: the address says so, each yearly cost is higher, and the order follows it.
    await page.getByTestId('use-level-alto').click();
    await expect(page).toHaveURL(/uso=alto/);
    await expect(page.getByTestId('use-level-alto')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () =>
        (await yearlyOrder(page)).every(
          (entry) => entry.amount > (low.find((l) => l.id === entry.id)?.amount ?? Infinity),
        ),
      )
      .toBe(true);
    const high = await yearlyOrder(page);
    ascending(high);
    expect(high.map((entry) => entry.id)).not.toEqual(low.map((entry) => entry.id));
  });

  test('the plan page shows the yearly cost, four kinds of scenario and the price history with sin dato', async ({
    page,
  }) => {
    await visit(page, '/Medicina-Prepagada/colsanitas/Colsanitas-Plan-Integral-Plus/Precio');
    const yearly = page.getByTestId('detail-yearly');
    await expect(yearly.getByTestId('yearly-cost')).toContainText(/Costo total al año[\s\S]*\$\s?[\d.]+/);
    const before = Number(await yearly.getByTestId('yearly-cost').getAttribute('data-amount'));
    await yearly.getByTestId('use-level-alto').click();
    await expect
      .poll(async () => Number(await yearly.getByTestId('yearly-cost').getAttribute('data-amount')))
      .toBeGreaterThan(before);
    const scenarios = page.getByTestId('scenario');
    await expect(scenarios).toHaveCount(3);
    await expect(scenarios.filter({ hasText: 'Un parto' }).getByTestId('scenario-total')).toHaveText(
      /\$\s?[\d.]+/,
    );
    const history = page.getByTestId('price-history');
    await expect(history).toContainText('2024');
    await expect(history).toContainText('5,2 %');
    await expect(history).toContainText('sin dato');
  });
});
