import type { Catalogue } from '../en.ts';
import type { enquiries as englishEnquiries } from '../en/enquiries.ts';

export const enquiries: Catalogue<typeof englishEnquiries> = {
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  email: 'ई-मेल',
  contact: {
    form: 'हमसे संपर्क करें',
    courseForm: 'पाठ्यक्रम के बारे में पूछताछ',
    type: 'पूछताछ का प्रकार',
    chooseType: 'पूछताछ का प्रकार चुनें',
    types: {
      Individual: 'व्यक्तिगत',
      Media: 'मीडिया',
      Partnerships: 'साझेदारी',
      LearnAstrology: 'ज्योतिष सीखें',
    },
    course: 'पाठ्यक्रम',
    language: 'कक्षाओं की भाषा',
    secondaryEducation: 'मैंने माध्यमिक शिक्षा (कक्षा 10 या समकक्ष) पूरी कर ली है',
    basicCourse: 'मैंने Kusp का बुनियादी पाठ्यक्रम पूरा कर लिया है',
    message: 'संदेश',
    sendEnquiry: 'पूछताछ भेजें',
    sendMessage: 'संदेश भेजें',
  },
  newsletter: { form: 'न्यूज़लेटर', subscribe: 'सदस्यता लें' },
  trial: {
    form: 'बीटा से जुड़ें',
    phone: 'आपका फ़ोन',
    phones: { ANDROID: 'Android', iOS: 'आईफ़ोन (iOS)' },
    join: 'निःशुल्क बीटा से जुड़ें',
  },
  courses: {
    titles: { BASIC: 'बुनियादी पाठ्यक्रम', ADVANCED: 'उन्नत पाठ्यक्रम' },
    languages: { English: 'अंग्रेज़ी', Hindi: 'हिंदी' },
    schedule: 'कुल {hours} घंटे: {each} घंटे की {classes} लाइव कक्षाएँ',
    taughtIn: 'पढ़ाई की भाषा',
    BASIC: {
      lead: 'पूरी तरह नए लोगों के लिए, जो आत्मविश्वास से जन्म कुंडली पढ़ना चाहते हैं।',
      topics: {
        1: 'बारह राशियाँ, नौ ग्रह और बारह भाव',
        2: 'दक्षिण और उत्तर भारतीय शैली में राशि चार्ट बनाना',
        3: 'नक्षत्र और चंद्र राशि',
        4: 'कुंडली की शक्तियाँ और कमज़ोरियाँ पढ़ना',
      },
    },
    ADVANCED: {
      lead: 'उन विद्यार्थियों के लिए, जिन्होंने बुनियादी पाठ्यक्रम पूरा कर लिया है और घटनाओं का समय निकालना व दूसरों को सलाह देना चाहते हैं।',
      topics: {
        1: 'विंशोत्तरी दशा और घटनाओं का समय',
        2: 'वर्ग कुंडलियाँ, विशेषकर नवांश',
        3: 'शनि और गुरु का गोचर, साढ़ेसाती',
        4: 'कुंडली मिलान और वास्तविक कुंडलियों पर केस स्टडी',
      },
    },
  },
};
