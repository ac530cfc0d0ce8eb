# Discord मधील स्पर्धा, क्रमवारी आणि प्रोफाइल: आदेश, संदेश आणि उत्तरे.
# Discord ला मराठी लोकेल नाही, म्हणून आदेशांची नावे इंग्रजीतच राहतात.

cmd-tournament-name = tournament
cmd-tournament-description = स्पर्धा चालवा: नोंदणी, फेऱ्या, गुणतक्ता.
cmd-tournament-create-name = create
cmd-tournament-create-description = स्पर्धा तयार करा आणि तिचा नोंदणी संदेश पाठवा.
cmd-tournament-create-name-name = name
cmd-tournament-create-name-description = स्पर्धेचे नाव
cmd-tournament-create-format-name = format
cmd-tournament-create-format-description = खेळाडूंच्या जोड्या कशा लागतात
cmd-tournament-create-format-choice-round-robin = साखळी
cmd-tournament-create-format-choice-double-round-robin = दुहेरी साखळी
cmd-tournament-create-format-choice-swiss = स्विस पद्धत
cmd-tournament-create-format-choice-single-elimination = बाद पद्धत
cmd-tournament-create-variant-name = variant
cmd-tournament-create-variant-description = सैन्य: क्लासिक (40 मोहरे), बराज (8) किंवा द्वंद्व (10)
cmd-tournament-create-variant-choice-classic = क्लासिक
cmd-tournament-create-variant-choice-barrage = बराज
cmd-tournament-create-variant-choice-duel = द्वंद्व
cmd-tournament-create-rounds-name = rounds
cmd-tournament-create-rounds-description = स्विस स्पर्धेतील फेऱ्या (मूळ: स्पष्ट विजेत्यासाठी पुरेशा)
cmd-tournament-create-max_players-name = max_players
cmd-tournament-create-max_players-description = जास्तीत जास्त किती खेळाडू सामील होऊ शकतात (मूळ 16)
cmd-tournament-create-signup_minutes-name = signup_minutes
cmd-tournament-create-signup_minutes-description = इतक्या मिनिटांनी आपोआप सुरू करा (मूळ: आयोजक सुरू करतात)
cmd-tournament-create-round_hours-name = round_hours
cmd-tournament-create-round_hours-description = उरलेले डाव ठरवण्याआधी प्रत्येक फेरी किती तास चालते (मूळ: मर्यादा नाही)
cmd-tournament-create-time_control-name = time_control
cmd-tournament-create-time_control-description = प्रत्येक चालीला किती वेळ घेता येतो
cmd-tournament-create-time_control-choice-correspondence = पत्रव्यवहार
cmd-tournament-create-time_control-choice-live = थेट
cmd-tournament-create-two_squares-name = two_squares
cmd-tournament-create-two_squares-description = दोन घरांमध्ये पुढे-मागे करता येणाऱ्या चाली (ISF: 3)
cmd-tournament-create-one_time_bombs-name = one_time_bombs
cmd-tournament-create-one_time_bombs-description = हल्लेखोराला थांबवणारा बॉम्बही काढला जातो
cmd-tournament-create-rated-name = rated
cmd-tournament-create-rated-description = डाव रेटिंगमध्ये मोजले जातील का
cmd-tournament-create-spectator_delay-name = spectator_delay
cmd-tournament-create-spectator_delay-description = प्रेक्षकांना प्रत्येक डाव इतक्या चाली मागे दिसतो (0-10)
cmd-tournament-join-name = join
cmd-tournament-join-description = स्पर्धेसाठी नोंदणी करा.
cmd-tournament-join-tournament-name = tournament
cmd-tournament-join-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी खुली स्पर्धा)
cmd-tournament-leave-name = leave
cmd-tournament-leave-description = स्पर्धा सोडा (सुरू झाल्यानंतर: माघार घ्या).
cmd-tournament-leave-tournament-name = tournament
cmd-tournament-leave-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी खुली स्पर्धा)
cmd-tournament-start-name = start
cmd-tournament-start-description = नोंदणी बंद करा आणि पहिल्या फेरीच्या जोड्या लावा (आयोजक).
cmd-tournament-start-tournament-name = tournament
cmd-tournament-start-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी खुली स्पर्धा)
cmd-tournament-standings-name = standings
cmd-tournament-standings-description = गुणतक्ता दाखवा.
cmd-tournament-standings-tournament-name = tournament
cmd-tournament-standings-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी)
cmd-tournament-pairings-name = pairings
cmd-tournament-pairings-description = चालू फेरीचे डाव दाखवा.
cmd-tournament-pairings-tournament-name = tournament
cmd-tournament-pairings-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी)
cmd-tournament-withdraw-name = withdraw
cmd-tournament-withdraw-description = खेळाडूला स्पर्धेतून माघार घ्यायला लावा (आयोजक).
cmd-tournament-withdraw-player-name = player
cmd-tournament-withdraw-player-description = माघार घेणारा खेळाडू
cmd-tournament-withdraw-tournament-name = tournament
cmd-tournament-withdraw-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी खुली स्पर्धा)
cmd-tournament-cancel-name = cancel
cmd-tournament-cancel-description = स्पर्धा रद्द करा; अपूर्ण डाव निकालाशिवाय संपतात (आयोजक).
cmd-tournament-cancel-tournament-name = tournament
cmd-tournament-cancel-tournament-description = कोणती स्पर्धा (मूळ: सर्वात नवी खुली स्पर्धा)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = या सर्व्हरची रेटिंग आणि मांडणीच्या सवयी.
cmd-leaderboard-ratings-variant-name = variant
cmd-leaderboard-ratings-variant-description = कोणत्या सैन्याची रेटिंग (मूळ: क्लासिक)
cmd-leaderboard-ratings-variant-choice-classic = क्लासिक
cmd-leaderboard-ratings-variant-choice-barrage = बराज
cmd-leaderboard-ratings-variant-choice-duel = द्वंद्व
cmd-leaderboard-ratings-page-name = page
cmd-leaderboard-ratings-page-description = पान, 1 पासून
cmd-profile-name = profile
cmd-profile-description = या सर्व्हरवरील खेळाडूची रेटिंग, कामगिरी आणि मांडणीच्या सवयी.
cmd-profile-show-player-name = player
cmd-profile-show-player-description = कोणाची प्रोफाइल (मूळ: तुमची)

tournament-format-round-robin = साखळी पद्धत
tournament-format-double-round-robin = दुहेरी साखळी पद्धत
tournament-format-swiss = स्विस पद्धत, { $rounds } फेऱ्या
tournament-format-single-elimination = बाद पद्धत

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format }, आयोजक { $creator }
    { $rules }
    खेळाडू ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = नोंदणी बंद होईल आणि पहिली फेरी { $deadline } सुरू होईल.
tournament-signup-manual = सर्वजण सामील झाल्यावर आयोजक स्पर्धा सुरू करतील.
tournament-signup-nobody = अजून कोणी नाही
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: सुरू आहे.
    खेळाडू ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: संपली.
    खेळाडू ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): रद्द झाली.
button-tournament-join = सामील व्हा
button-tournament-leave = सोडा

tournament-joined = तुम्ही **{ $name }** मध्ये सामील झाला आहात ({ $count }/{ $max } खेळाडू).
tournament-left = तुम्ही **{ $name }** सोडली आहे.
tournament-started = **{ $name }** { $count } खेळाडूंसह सुरू झाली; पहिल्या फेरीच्या जोड्या जाहीर झाल्या आहेत.
tournament-withdrawn = { $player } यांनी **{ $name }** मधून माघार घेतली आहे.
tournament-cancelled = { $by } यांनी **{ $name }** रद्द केली. अपूर्ण डाव निकालाशिवाय संपतात.
error-no-tournament = या सर्व्हरवर कोणतीही खुली स्पर्धा नाही. /tournament create ने एक तयार करा.
error-tournament-not-started = **{ $name }** अजून सुरू झालेली नाही: जोड्या आणि गुणतक्ता पहिल्या फेरीपासून दिसतील.

tournament-round-started = **{ $name }**: { $rounds } पैकी फेरी { $round } च्या जोड्या लागल्या. तुमच्या DM मध्ये सैन्य मांडा.
tournament-pairings = **{ $name }**, { $rounds } पैकी फेरी { $round }:
tournament-pairing-line = पट { $board }: { $red } (लाल) विरुद्ध { $blue } (निळा) { $thread } { $result }
tournament-bye-line = बाय: { $player } (1 गुण)
tournament-result-pending = (खेळ सुरू)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }**, { $rounds } पैकी फेरी { $round }: तुम्ही { $color } असून { $opponent } विरुद्ध खेळता. डावाचा थ्रेड: { $thread }. मांडणी संदेशात तुमचे सैन्य मांडा.
tournament-bye-dm = **{ $name }**, फेरी { $round }: या फेरीत तुम्हाला बाय आहे आणि 1 गुण मिळतो.

tournament-standings = **{ $name }**: { $rounds } पैकी { $round } फेऱ्यांनंतरचा गुणतक्ता.
tournament-standings-columns = स्तंभ: क्रमांक, खेळाडू, गुण, बुखहोल्झ, सोनेबॉर्न-बर्जर, विजय, डाव.
tournament-standings-unshown-intro = चित्रात { $mark } ने दाखवलेली नावे:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** संपली. विजेते आहेत { $player }. अभिनंदन!
tournament-finished-no-winner = 🏆 **{ $name }** विजेत्याशिवाय संपली.

leaderboard-title = क्रमवारी: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), { $games } डाव, { $wins } विजय, { $losses } पराभव, { $draws } बरोबरी
leaderboard-empty = इथे अजून कोणीही या सैन्याने रेटेड डाव खेळलेला नाही.
leaderboard-page = पान { $page } / { $pages }

profile-title = { $player } यांची प्रोफाइल
profile-ratings = रेटिंग
profile-unrated = अजून रेटेड डाव नाहीत (नवा खेळाडू 1500 पासून सुरू करतो).
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), { $games } रेटेड डाव
profile-record-title = कामगिरी
profile-record = { $games } डाव: { $wins } विजय, { $losses } पराभव, { $draws } बरोबरी. सध्याची मालिका: { $streak }. सर्वात मोठी विजय मालिका: { $best }.
profile-streak-wins = सलग { $count } विजय
profile-streak-losses = सलग { $count } पराभव
profile-streak-draws = सलग { $count } बरोबरी
profile-streak-none = नाही
profile-openings-title = मांडणीच्या सवयी
profile-openings = { $setups } मांडण्यांपैकी: शेवटच्या रांगेत झेंडा { $back_row }%, कोपऱ्यात झेंडा { $corner }%, बॉम्बनी वेढलेला झेंडा { $bombed }%.
profile-openings-none = अजून पूर्ण झालेल्या मांडण्या नाहीत.
profile-recent = अलीकडील डाव
profile-recent-none = अजून पूर्ण झालेले डाव नाहीत.
profile-recent-line = डाव { $game }: { $opponent } विरुद्ध { $color } म्हणून { $result }, { $variant }, { $when }
profile-result-win = विजय
profile-result-loss = पराभव
profile-result-draw = बरोबरी

## स्पर्धांची नियमित तपासणी
tournament-tick-failed-start = ⚠️ { $organiser }: स्पर्धा **{ $name }** (#{ $id }) सुरू करता आली नाही. { $reason } बॉट { $retry } पुन्हा प्रयत्न करेल आणि प्रत्येक वेळी थोड्या उशिराने प्रयत्न करत राहील; इतर स्पर्धांवर परिणाम होत नाही.
tournament-tick-failed-deadline = ⚠️ { $organiser }: स्पर्धा **{ $name }** (#{ $id }) मधील फेरीची मुदत लागू करता आली नाही. { $reason } बॉट { $retry } पुन्हा प्रयत्न करेल आणि प्रत्येक वेळी थोड्या उशिराने प्रयत्न करत राहील; इतर स्पर्धांवर परिणाम होत नाही.
tournament-tick-failed-unreadable = तिची जतन केलेली सेटिंग्ज किंवा डाव वाचता आले नाहीत; तपशील बॉटच्या लॉगमध्ये आहेत.
tournament-swiss-clamped = **{ $name }**: { $asked } स्विस फेऱ्या ठरवल्या होत्या, पण { $players } खेळाडूंमध्ये जास्तीत जास्त { $rounds } फेऱ्या होऊ शकतात, म्हणून स्पर्धेत { $rounds } फेऱ्या आहेत.
tournament-withdrawn-public = { $by } यांनी { $player } यांना **{ $name }** मधून काढले.
tournament-withdrew-public = { $player } यांनी **{ $name }** मधून माघार घेतली.
tournament-signup-more = आणि आणखी { $count }

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = ratings
cmd-leaderboard-ratings-description = या सर्व्हरची रेटिंग क्रमवारी दाखवा.
cmd-leaderboard-habits-name = habits
cmd-leaderboard-habits-description = या सर्व्हरचे खेळाडू ध्वज कुठे ठेवतात याचा उष्णता-नकाशा.
cmd-leaderboard-habits-variant-name = variant
cmd-leaderboard-habits-variant-description = कोणते सैन्य (मूळ: क्लासिक)
cmd-leaderboard-habits-variant-choice-classic = क्लासिक
cmd-leaderboard-habits-variant-choice-barrage = बराज
cmd-leaderboard-habits-variant-choice-duel = द्वंद्व
cmd-profile-show-name = show
cmd-profile-show-description = या सर्व्हरवरील खेळाडूची रेटिंग आणि कामगिरी दाखवा.
cmd-profile-habits-name = habits
cmd-profile-habits-description = खेळाडू इथे मोहरे कुठे मांडतो याचे उष्णता-नकाशे.
cmd-profile-habits-player-name = player
cmd-profile-habits-player-description = कोणाच्या सवयी (मूळ: तुमच्या)
cmd-profile-habits-variant-name = variant
cmd-profile-habits-variant-description = कोणते सैन्य (मूळ: ते सर्वाधिक खेळतात ते)
cmd-profile-habits-variant-choice-classic = क्लासिक
cmd-profile-habits-variant-choice-barrage = बराज
cmd-profile-habits-variant-choice-duel = द्वंद्व
