# स्पर्धा, रेटिंग, लीडरबोर्ड आणि प्रोफाइल.

## त्रुटी (नेहमी खाजगी; काहीही बदलले नाही)
service-error-tournament-not-found = ही स्पर्धा मला माहीत नाही.
service-error-tournament-not-organiser = हे फक्त आयोजक (Manage Server परवानगी किंवा आयोजक भूमिका) आणि स्पर्धा तयार करणारे करू शकतात.
service-error-tournament-already-joined = तुम्ही या स्पर्धेत आधीच सामील झाला आहात.
service-error-tournament-not-joined = तुम्ही या स्पर्धेत नाही.
service-error-tournament-signup-closed = नोंदणी बंद आहे: स्पर्धा आधीच सुरू झाली आहे.
service-error-tournament-full = ही स्पर्धा पूर्ण भरली आहे.
service-error-tournament-too-few-players = स्पर्धा सुरू करण्यासाठी किमान दोन खेळाडू लागतात.
service-error-tournament-already-started = स्पर्धा आधीच सुरू झाली आहे.
service-error-tournament-not-entrant = तो खेळाडू या स्पर्धेत नाही.
service-error-tournament-already-withdrawn = त्या खेळाडूने आधीच माघार घेतली आहे.
service-error-tournament-over = ही स्पर्धा संपली आहे.
service-error-tournament-bad-name = स्पर्धेचे नाव 1 ते 64 अक्षरांचे असते.
service-error-tournament-bad-max-players = खेळाडूंची कमाल संख्या 2 ते 128 दरम्यान असते.
service-error-tournament-bad-swiss-rounds = स्विस स्पर्धेला किमान एक फेरी लागते, आणि फेऱ्या खेळाडूंपेक्षा कमी असाव्यात.
service-error-tournament-bad-signup-deadline = नोंदणीची अंतिम मुदत भविष्यातील असावी.
service-error-tournament-bad-round-length = एक फेरी किमान एक मिनिट चालते.
service-error-tournament-create-not-allowed = या सर्व्हरवर फक्त आयोजक (Manage Server परवानगी किंवा आयोजक भूमिका) स्पर्धा तयार करू शकतात. प्रशासक `/server open_tournaments:True` ने ते सर्वांसाठी खुले करू शकतो.
service-error-tournament-own-opponent = तुमच्या स्वतःच्या अपूर्ण डावातील प्रतिस्पर्ध्याला तुम्ही माघार घ्यायला लावू शकत नाही; दुसऱ्या आयोजकाला सांगा.
service-error-tournament-creator-plays = तुम्ही या स्पर्धेत खेळता, म्हणून तुम्ही इतर खेळाडूंना माघार घ्यायला लावू शकत नाही, किंवा स्पर्धा सुरू झाल्यावर ती रद्द करू शकत नाही. सर्व्हर प्रशासक (Manage Server) किंवा आयोजक भूमिका असलेला सदस्य हे करू शकतो.
service-error-tournament-too-many = या सर्व्हरवर तुमच्या दोन स्पर्धा आधीच नोंदणीसाठी खुल्या आहेत किंवा चालू आहेत; आधी एक पूर्ण करा किंवा रद्द करा.
