import type { UiTexts } from '../../../domain';

/** The open ranking, complaint routes, contact consents and "Mis datos" (issue 28) in en and pt. */
type TrustTexts = Pick<UiTexts, 'ranking' | 'complaints' | 'consent' | 'myData'>;

export const EN_TRUST_TEXTS: TrustTexts = {
  ranking: {
    compared: 'We compare {{count}} of {{total}} companies',
    missingTitle: 'Who is missing and why',
    allIn: 'Every company selling this kind of plan in Colombia is here.',
    missingItem: '{{name}}: {{reason}}',
    reason_closed: 'not taking new members',
    reason_noPublicPrices: 'publishes no prices we can verify',
    reason_notYet: 'not in our catalogue yet',
    reason_noOnlineData: 'has not given us its current rates',
    whyTitle: 'Why this order?',
    why_lowerPrice:
      'From the lowest to the highest price for your profile; at the same price, the plan with the better cover score first.',
    why_higherPrice:
      'From the highest to the lowest price for your profile; at the same price, the plan with the better cover score first.',
    why_recommended:
      'Plans with the best cover score first (cover, network, co-payments and waiting periods); at the same score, the cheapest for your profile.',
    why_popular: 'The plans visitors choose most first; then by cover score and by price.',
    why_distance: 'Plans with the nearest clinic network first; then by cover score and by price.',
    why_lowerYearlyCost:
      'From the lowest to the highest total yearly cost for your household (premiums plus co-payments at the chosen use level); at the same cost, the lower premium first.',
    neverPaid:
      'What a company pays us never changes this order: no commissions, no sponsorships, no featured plans.',
    intermediary:
      '{{brand}} is an insurance intermediary: we are neither an insurer nor a health provider. When you sign up, the company pays us a commission, which changes neither your price nor the order.',
    source: 'Source: {{source}}',
    updated: 'Updated on {{date}}',
    stale: 'Data from {{days}} days ago: it may have changed',
  },
  complaints: {
    title: 'Where to file a complaint?',
    leadPolicy:
      'This is an insurance policy: first with the insurer; if you are not satisfied, with its Financial Consumer Ombudsman (Defensor del Consumidor Financiero) or the Superintendencia Financiera de Colombia.',
    leadHealth:
      'This is a health plan supervised by the Superintendencia Nacional de Salud: first with the company; if you are not satisfied, with Supersalud.',
    company: 'The company',
    defensor: 'Financial Consumer Ombudsman',
    sfc: 'Financial Superintendency',
    supersalud: 'Health Superintendency',
  },
  consent: {
    telefono: 'phone call',
    whatsapp: 'WhatsApp',
    email: 'e-mail',
    asesoria: 'advise me on the plans I compared',
    novedades: 'send me insurance news and offers',
    weekdays: 'Monday to Friday from {{from}}:00 to {{to}}:00',
    saturday: 'Saturdays from {{from}}:00 to {{to}}:00',
    statement:
      'I authorise {{brand}} to contact me by {{channel}} at {{address}} to {{purpose}}, {{hours}}, never on Sundays or public holidays and at most once a day. My contact data will not be sold or shared. I can revoke this authorisation at any time in “My data”.',
    hoursList: '{{parts}}',
  },
  myData: {
    title: 'My data',
    lead: 'Here you see what this browser keeps about you and the contact authorisations you gave us. You see prices, compare and buy without leaving a phone or e-mail to be called.',
    pledge:
      'Our pledge: we do not sell or share your contact data with anyone. We only contact you by the channel, for the purpose and in the hours you authorise.',
    consentsTitle: 'Your contact authorisations',
    consentsEmpty:
      'You have not authorised us to contact you. Nobody will call or write to you for using the site.',
    receipt: 'Receipt {{id}} · given on {{date}}',
    revokedOn: 'Revoked on {{date}}',
    active: 'In force',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the authorisation by {{channel}} to {{purpose}}',
    sending: 'Sending…',
    sent: 'Received by {{brand}}',
    waiting: 'Not sent yet: we will try again',
    textShown: 'Text you accepted',
    askTitle: 'I want to be contacted',
    askLead:
      'Optional. Choose a channel and a purpose; each authorisation stands alone and you revoke it here in one tap.',
    channel: 'Channel',
    purpose: 'What for',
    addressPhone: 'Mobile or landline',
    addressEmail: 'E-mail',
    hoursTitle: 'Hours you prefer',
    from: 'From',
    to: 'To',
    saturday: 'Saturdays too',
    legalHours:
      'The law (Ley 2300 de 2023) only allows contact Monday to Friday from 7:00 to 19:00 and Saturdays from 8:00 to 15:00, never on Sundays or public holidays, and at most once a day. We fit your hours to those limits.',
    clippedTo: 'We would contact you: {{hours}}',
    noHours: 'Those hours fall outside what the law allows.',
    preview: 'You are about to accept this text:',
    give: 'Authorise',
    given: 'Done: we saved your authorisation. You can revoke it above at any time.',
    errorPhone: 'Type a Colombian mobile or landline, for example +57 321 123 4567',
    errorWhatsapp: 'Type a Colombian mobile, for example +57 321 123 4567',
    errorEmail: 'Type a valid e-mail, for example name@mail.com',
    errorAlready: 'You already authorised this channel for this purpose: revoke it above to change it.',
    historyTitle: 'Your history in this browser',
    historyLead:
      'Profiles, chosen plans, purchases in progress and preferences are kept in this browser only. You can delete them; authorisations still in force in our records are not deleted by this: revoke them above.',
    historyDelete: 'Delete my history',
    historyConfirm: 'Yes, delete everything',
    historyCancel: 'Cancel',
    historyAsk: 'Delete everything this browser keeps about you? This cannot be undone.',
    historyPending: 'Wait until what is pending has been sent to delete your history.',
    historyDeleted: 'We deleted your history from this browser.',
  },
};

export const PT_TRUST_TEXTS: TrustTexts = {
  ranking: {
    compared: 'Comparamos {{count}} de {{total}} empresas',
    missingTitle: 'Quem falta e por quê',
    allIn: 'Todas as empresas que vendem este tipo de plano na Colômbia estão aqui.',
    missingItem: '{{name}}: {{reason}}',
    reason_closed: 'não aceita novos associados',
    reason_noPublicPrices: 'não publica preços que possamos verificar',
    reason_notYet: 'ainda não está no nosso catálogo',
    reason_noOnlineData: 'não nos entregou suas tarifas vigentes',
    whyTitle: 'Por que esta ordem?',
    why_lowerPrice:
      'Do menor para o maior preço para o seu perfil; com o mesmo preço, primeiro o plano com melhor nota de cobertura.',
    why_higherPrice:
      'Do maior para o menor preço para o seu perfil; com o mesmo preço, primeiro o plano com melhor nota de cobertura.',
    why_recommended:
      'Primeiro os planos com melhor nota de cobertura (coberturas, rede, coparticipações e carências); com a mesma nota, o mais barato para o seu perfil.',
    why_popular:
      'Primeiro os planos que os visitantes mais escolhem; depois pela nota de cobertura e pelo preço.',
    why_distance:
      'Primeiro os planos com a rede de clínicas mais próxima; depois pela nota de cobertura e pelo preço.',
    why_lowerYearlyCost:
      'Do menor para o maior custo total no ano para o seu lar (mensalidades mais coparticipações no nível de uso escolhido); com o mesmo custo, a menor mensalidade primeiro.',
    neverPaid:
      'O que uma empresa nos paga nunca muda esta ordem: nem comissões, nem patrocínios, nem planos em destaque.',
    intermediary:
      'A {{brand}} é uma intermediária de seguros: não somos uma seguradora nem uma operadora de saúde. Quando você contrata, a empresa nos paga uma comissão, que não muda o seu preço nem a ordem.',
    source: 'Fonte: {{source}}',
    updated: 'Atualizado em {{date}}',
    stale: 'Dados de {{days}} dias atrás: podem ter mudado',
  },
  complaints: {
    title: 'Onde registrar uma reclamação?',
    leadPolicy:
      'É uma apólice de seguro: primeiro com a seguradora; se não ficar satisfeito, com o seu Defensor do Consumidor Financeiro (Defensor del Consumidor Financiero) ou a Superintendencia Financiera de Colombia.',
    leadHealth:
      'É um plano de saúde supervisionado pela Superintendencia Nacional de Salud: primeiro com a empresa; se não ficar satisfeito, com a Supersalud.',
    company: 'A empresa',
    defensor: 'Defensor do Consumidor Financeiro',
    sfc: 'Superintendência Financeira',
    supersalud: 'Superintendência de Saúde',
  },
  consent: {
    telefono: 'ligação telefônica',
    whatsapp: 'WhatsApp',
    email: 'e-mail',
    asesoria: 'me orientar sobre os planos que comparei',
    novedades: 'me enviar novidades e ofertas de seguros',
    weekdays: 'de segunda a sexta das {{from}}:00 às {{to}}:00',
    saturday: 'aos sábados das {{from}}:00 às {{to}}:00',
    statement:
      'Autorizo a {{brand}} a me contatar por {{channel}} no {{address}} para {{purpose}}, {{hours}}, nunca aos domingos ou feriados e no máximo uma vez por dia. Meus dados de contato não serão vendidos nem compartilhados. Posso revogar esta autorização quando quiser em “Meus dados”.',
    hoursList: '{{parts}}',
  },
  myData: {
    title: 'Meus dados',
    lead: 'Aqui você vê o que este navegador guarda sobre você e as autorizações de contato que nos deu. Você vê preços, compara e compra sem deixar telefone nem e-mail para receber ligações.',
    pledge:
      'Nosso compromisso: não vendemos nem compartilhamos seus dados de contato com ninguém. Só entramos em contato pelo canal, para a finalidade e no horário que você autorizar.',
    consentsTitle: 'Suas autorizações de contato',
    consentsEmpty:
      'Você não nos autorizou a contatá-lo. Ninguém vai ligar ou escrever para você por usar o site.',
    receipt: 'Recibo {{id}} · dada em {{date}}',
    revokedOn: 'Revogada em {{date}}',
    active: 'Vigente',
    revoke: 'Revogar',
    revokeLabel: 'Revogar a autorização por {{channel}} para {{purpose}}',
    sending: 'Enviando…',
    sent: 'Recebida pela {{brand}}',
    waiting: 'Ainda não enviada: tentaremos de novo',
    textShown: 'Texto que você aceitou',
    askTitle: 'Quero ser contatado',
    askLead:
      'Opcional. Escolha um canal e uma finalidade; cada autorização é independente e você a revoga aqui com um toque.',
    channel: 'Canal',
    purpose: 'Para quê',
    addressPhone: 'Celular ou fixo',
    addressEmail: 'E-mail',
    hoursTitle: 'Horário que prefere',
    from: 'Das',
    to: 'Até',
    saturday: 'Também aos sábados',
    legalHours:
      'A lei (Ley 2300 de 2023) só permite contato de segunda a sexta das 7:00 às 19:00 e aos sábados das 8:00 às 15:00, nunca aos domingos ou feriados, e no máximo uma vez por dia. Ajustamos seu horário a esses limites.',
    clippedTo: 'Entraríamos em contato: {{hours}}',
    noHours: 'Esse horário fica fora do que a lei permite.',
    preview: 'Você vai aceitar este texto:',
    give: 'Autorizar',
    given: 'Pronto: guardamos sua autorização. Você pode revogá-la acima quando quiser.',
    errorPhone: 'Digite um celular ou fixo da Colômbia, por exemplo +57 321 123 4567',
    errorWhatsapp: 'Digite um celular da Colômbia, por exemplo +57 321 123 4567',
    errorEmail: 'Digite um e-mail válido, por exemplo nome@email.com',
    errorAlready: 'Você já autorizou este canal para esta finalidade: revogue-o acima para mudar.',
    historyTitle: 'Seu histórico neste navegador',
    historyLead:
      'Perfis, planos escolhidos, compras em andamento e preferências ficam só neste navegador. Você pode apagá-los; as autorizações ainda vigentes no nosso registro não são apagadas com isso: revogue-as acima.',
    historyDelete: 'Apagar meu histórico',
    historyConfirm: 'Sim, apagar tudo',
    historyCancel: 'Cancelar',
    historyAsk: 'Apagar tudo o que este navegador guarda sobre você? Não dá para desfazer.',
    historyPending: 'Espere o que está pendente ser enviado para apagar seu histórico.',
    historyDeleted: 'Apagamos seu histórico deste navegador.',
  },
};
