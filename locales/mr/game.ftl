# खेळाचे शब्द आणि नियम-इंजिनचे संदेश. घरे E4 अशी लिहिली जातात.

language-name = मराठी

## दर्जे, सर्वात बलवान आधी

rank-marshal = मार्शल
rank-general = जनरल
rank-colonel = कर्नल
rank-major = मेजर
rank-captain = कॅप्टन
rank-lieutenant = लेफ्टनंट
rank-sergeant = सार्जंट
rank-miner = मायनर
rank-scout = स्काउट
rank-spy = हेर
rank-bomb = बॉम्ब
rank-flag = ध्वज

## बाजू

color-red = लाल
color-blue = निळा

## प्रकार

variant-classic = क्लासिक
variant-classic-description = प्रत्येकी 40 मोहरे, चारही स्वतःच्या रांगा भरून.
variant-barrage = बराज
variant-barrage-description = प्रत्येकी 8 मोहरे, स्वतःच्या रांगांमध्ये कुठेही.
variant-duel = द्वंद्व
variant-duel-description = प्रत्येकी 10 मोहरे, स्वतःच्या रांगांमध्ये कुठेही.
variant-free = मुक्त
variant-free-description = कोणतीही स्थिती, पण कोणत्याही दर्जाचे मोहरे क्लासिक सैन्यापेक्षा जास्त नाहीत.

## नाकारलेल्या चाली (प्रत्येक नियमासाठी एक)

play-error-game-over = डाव आधीच संपला आहे.
play-error-no-piece = { $square } वर कोणताही मोहरा नाही.
play-error-not-your-piece = { $square } वरचा मोहरा तुमचा नाही.
play-error-immovable = बॉम्ब आणि ध्वज कधीच हलत नाहीत.
play-error-straight-line = मोहरे सरळ रेषेत चालतात, कधीच तिरके नाही.
play-error-one-square = फक्त स्काउट एकापेक्षा जास्त घरे चालू शकतो.
play-error-lake = कोणताही मोहरा तलावात जाऊ शकत नाही किंवा तलाव ओलांडू शकत नाही.
play-error-no-jumping = मोहरे उडी मारू शकत नाहीत: { $square } मध्ये अडथळा आहे.
play-error-own-piece = { $square } वर तुमचाच एक मोहरा आहे.
play-error-scout-strike = या नियमांनुसार स्काउट एकाच चालीत हलून हल्ला करू शकत नाही.
play-error-two-squares = दोन-घरांचा नियम: हा मोहरा त्याच घरांमध्ये पुन्हा पुढे-मागे जाऊ शकत नाही.
play-error-more-squares = अनेक-घरांचा नियम: या चालीमुळे पाठलागातील स्थितीची पुनरावृत्ती होईल.

## डाव कसा संपला

end-reason-flag-captured = ध्वज काबीज झाला.
end-reason-no-legal-move = हरणाऱ्या बाजूकडे एकही वैध चाल उरली नव्हती.
end-reason-both-stuck = दोन्हीपैकी कोणतीच बाजू चाल करू शकत नव्हती.
end-reason-resignation = एका खेळाडूने हार मानली.
end-reason-agreed-draw = खेळाडूंनी बरोबरी मान्य केली.
end-reason-timeout = एका खेळाडूची वेळ संपली.
end-reason-no-attack-limit = हल्ल्याशिवाय सलग खूप चाली झाल्या.
end-reason-move-limit = चालींची मर्यादा गाठली.
end-reason-cancelled = डाव रद्द झाला.
outcome-win = { $color } जिंकला. { $reason }
outcome-draw = बरोबरी. { $reason }

## लढाया (दोन्ही दर्जे सर्वांना दिसतात)

battle-attacker-wins = { $attacker } चा { $defender } वर हल्ला: हल्लेखोर जिंकला.
battle-defender-wins = { $attacker } चा { $defender } वर हल्ला: बचाव करणारा जिंकला.
battle-both-removed = { $attacker } चा { $defender } वर हल्ला: दोन्ही मोहरे बाद.

## मांडणी

setup-problem-wrong-count = { $color }, { $rank }: { $found } ठेवले, { $expected } हवे.
setup-problem-outside-home-rows = { $color }: { $square } वरचा मोहरा स्वतःच्या रांगांबाहेर आहे.
setup-problem-on-lake = { $square } येथे एक मोहरा तलावात आहे.
setup-problem-duplicate = { $square } वर दोन मोहरे आहेत.
setup-parse-length = मांडणीत 40 घरे असतात; यात { $count } आहेत.
setup-parse-character = घर { $position } वरचे “{ $character }” हा मोहरा नाही. X 9 8 7 6 5 4 3 2 S B F वापरा, किंवा रिकाम्या घरासाठी . वापरा.

## लिहिलेली घरे आणि चाली

square-invalid = “{ $text }” हे घर नाही. A–J मधील एक अक्षर आणि 1–10 मधील एक अंक लिहा, उदा. E4.
move-invalid = “{ $text }” ही चाल नाही. दोन घरे लिहा, उदा. B4-B5 किंवा b4 b5.
