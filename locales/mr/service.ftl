# सामना-सेवेच्या त्रुटी, प्रत्येक ServiceError::key() साठी एक. नेहमी खाजगी.

service-error-no-such-match = हा डाव मला माहीत नाही.
service-error-no-such-challenge = ते आव्हान आता अस्तित्वात नाही.
service-error-not-your-game = तुम्ही या डावात खेळत नाही.
service-error-self-challenge = तुम्ही स्वतःलाच आव्हान देऊ शकत नाही.
service-error-own-challenge = तुम्ही तुमचेच आव्हान स्वीकारू शकत नाही. ते परत घेण्यासाठी 'मागे घ्या' वापरा.
service-error-not-your-challenge = या आव्हानाला उत्तर देणे तुमचे काम नाही.
service-error-challenge-closed = हे आव्हान आता खुले नाही.
service-error-not-started = डाव अजून सुरू झालेला नाही: दोन्ही खेळाडूंनी त्यांची मांडणी निश्चित करायला हवी.
service-error-setup-closed = डाव सुरू झाला आहे, त्यामुळे मांडणी आता बदलता येणार नाही.
service-error-already-ready = तुमची मांडणी आधीच निश्चित झाली आहे.
service-error-bad-square = { $square } हे तुमच्या मांडणीच्या घरांपैकी नाही.
service-error-bad-setup-text = ती मांडणी वाचता आली नाही. { $reason }
service-error-bad-setup = ही मांडणी वैध सैन्य नाही:
    { $problems }
service-error-bad-setup-name = मांडणीचे नाव 1 ते 32 अक्षरांचे असते.
service-error-no-such-saved-setup = “{ $name }” नावाची कोणतीही जतन केलेली मांडणी तुमच्याकडे नाही.
service-error-wrong-variant = जतन केलेली मांडणी “{ $name }” { $saved } साठी आहे, पण हा डाव { $wanted } आहे.
service-error-not-finished = डाव अजून चालू आहे.
service-error-not-your-turn = ही तुमची पाळी नाही.
service-error-game-over = डाव संपला आहे.
service-error-illegal-move = ती चाल चालत नाही.
service-error-stale-move = तुम्ही ती चाल निवडल्यापासून डाव पुढे गेला आहे. तुमचा पट पुन्हा पाहा.
service-error-draw-already-offered = तुम्ही आधीच बरोबरीचा प्रस्ताव दिला आहे.
service-error-no-draw-offer = उत्तर देण्यासाठी कोणताही बरोबरीचा प्रस्ताव नाही.
service-error-no-active-match = तुमचा कोणताही डाव चालू नाही. /{ cmd-challenge-name } ने एक सुरू करा.
service-error-ambiguous-match = तुमचे अनेक डाव चालू आहेत. डावाच्या थ्रेडमध्ये कमांड चालवा किंवा `{ cmd-move-game-name }` पर्यायाने एक निवडा.

## आव्हान तयार करताना नाकारलेले पर्याय

option-free-variant-not-for-matches = मुक्त मांडणी कोड्यांसाठी आहे, सामन्यांसाठी नाही.
option-two-squares-limit-range = दोन-घरांच्या नियमाची मर्यादा 1 ते 10 दरम्यान असायला हवी.
option-spectator-delay-range = प्रेक्षकांसाठीचा विलंब 0 ते 10 चालींदरम्यान असायला हवा.
option-move-time-range = एका चालीसाठी 30 सेकंद ते 14 दिवस इतका वेळ घेता येतो.
option-clock-base-range = घड्याळ 1 मिनिट ते 30 दिवस इतक्या वेळेने सुरू होते.
option-clock-increment-range = घड्याळ प्रत्येक चालीनंतर जास्तीत जास्त 1 दिवस वाढवते.
service-error-too-many-challenges = या सर्व्हरवर तुमची आधीच { $limit } खुली आव्हाने आहेत. एखादे स्वीकारले, नाकारले किंवा संपेपर्यंत थांबा, किंवा एक मागे घ्या.
service-error-too-many-practice-games = या सर्व्हरवर माझ्याविरुद्ध तुमचे आधीच { $limit } सराव डाव चालू आहेत. आधी एक पूर्ण करा किंवा सोडून द्या.
service-error-practice-too-often = तुम्ही गेल्या { $minutes } मिनिटांत { $count } सराव डाव सुरू केले: थोडा विराम घ्या, मग पुन्हा प्रयत्न करा.
service-error-too-many-draw-offers = या डावात तुम्ही { $limit } वेळा बरोबरीचा प्रस्ताव दिला आहे; ही मर्यादा आहे. तुमचा प्रतिस्पर्धी अजूनही प्रस्ताव देऊ शकतो.
service-error-too-many-saved-setups = तुमच्याकडे आधीच { $limit } जतन केलेल्या मांडण्या आहेत, मी यापेक्षा जास्त ठेवत नाही. त्यांपैकी एखादी बदलण्यासाठी तिच्याच नावाने जतन करा.
service-error-nothing-to-replay = तो डाव एकही चाल होण्याआधीच ठरला: पुन्हा पाहण्यासारखे काही नाही.
service-error-replay-view-closed = तो दृश्य डाव संपल्यावर उघडतो: डाव चालू असताना तुम्ही तो फक्त तुमच्या बाजूने पाहू शकता.
service-error-preview-posted = तुम्ही हे आव्हान आधीच पोस्ट केले आहे; ते एकदाच पोस्ट झाले असून उत्तराची वाट पाहत आहे.
