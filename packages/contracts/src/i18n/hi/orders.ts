import type { Catalogue } from '../en.ts';
import type { orders as english } from '../en/orders.ts';

export const orders: Catalogue<typeof english> = {
  summary: {
    loading: 'ऑर्डर लोड हो रहा है',
    backToAstrologers: 'ज्योतिषियों की सूची पर लौटें',
    subject: 'विषय',
    question: 'प्रश्न',
    alreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
    continue: 'आगे बढ़ें',
    proceed: 'भुगतान के लिए आगे बढ़ें',
    cardPaymentsOff: 'अभी कार्ड से भुगतान उपलब्ध नहीं है',
  },
  status: {
    cancelled: 'भुगतान रद्द किया गया',
    cancelledDetail:
      'आपने भुगतान रद्द कर दिया, इसलिए कोई राशि नहीं कटी। आप जब चाहें फिर से भुगतान कर सकते हैं।',
    refunded:
      'इस ऑर्डर का भुगतान पहले ही हो चुका था, इसलिए यह भुगतान क्रेडिट के रूप में आपके वॉलेट में लौटा दिया गया है।',
    transactionId: 'लेन-देन आईडी:',
    reachOut: 'लेन-देन आईडी के साथ <contact>संपर्क पृष्ठ</contact> के ज़रिए {reachOut}, हम इसे ठीक कर देंगे।',
    continue: 'आगे बढ़ें',
  },
  thankYou: {
    title: 'धन्यवाद!',
    home: 'मुखपृष्ठ पर लौटें',
    blog: 'हमारा ब्लॉग पढ़ें',
  },
  signIn: {
    text: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
    button: 'साइन इन करें',
  },
  noCredits: {
    title: 'क्रेडिट नहीं हैं',
    close: 'बंद करें',
    buy: 'और क्रेडिट ख़रीदें',
  },
  transactions: {
    wallet: 'वॉलेट',
    balance: 'शेष राशि:',
    loadingStatement: 'वॉलेट का विवरण लोड हो रहा है',
    statement: 'वॉलेट का विवरण',
    payments: 'भुगतान',
    loading: 'लेन-देन लोड हो रहे हैं',
    columns: {
      orderId: 'ऑर्डर आईडी',
      amount: 'राशि',
      serviceCode: 'सेवा कोड',
      source: 'माध्यम',
      transactionId: 'लेन-देन आईडी',
      status: 'स्थिति',
      updatedAt: 'अद्यतन समय',
    },
    sources: { WALLET: 'वॉलेट', CCAVENUE: 'कार्ड (CCAvenue)', SANDBOX: 'कार्ड (परीक्षण)' },
    statuses: { SUCCESS: 'सफल', FAILED: 'असफल', REFUNDED: 'वॉलेट में लौटाया गया' },
  },
  statement: {
    columns: { date: 'तारीख', description: 'विवरण', credits: 'क्रेडिट', balance: 'शेष' },
    moves: {
      GRANT: 'क्रेडिट दिए गए',
      PURCHASE: 'क्रेडिट ख़रीदे',
      DEBIT: 'भुगतान किया',
      HOLD: 'रोके गए',
      RELEASE: 'वापस मिले',
      REFUND: 'लौटाए गए',
    },
    moveFor: '{move}: {service}',
    refundNote: '{what} ({note})',
  },
  dispute: {
    yours: 'आपकी शिकायत',
    opened: 'आपने {date} को शिकायत दर्ज की। एक संचालक इसे देखेगा।',
    wrong: 'कुछ गड़बड़ हुई?',
    resolved: 'आपकी शिकायत का समाधान हो गया: {resolution}',
    open: 'शिकायत दर्ज करें',
    what: 'क्या गड़बड़ हुई?',
    readsOrder: 'समाधान के लिए संचालक इस ऑर्डर का प्रश्न और उत्तर पढ़ेगा।',
    send: 'भेजें',
    cancel: 'रद्द करें',
    wrongWithOrder: 'क्या इस ऑर्डर में कुछ गड़बड़ हुई?',
    sent: 'आपकी शिकायत भेज दी गई है। एक संचालक इसे देखेगा',
  },
};
