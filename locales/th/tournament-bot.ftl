# ทัวร์นาเมนต์ อันดับ และโปรไฟล์ใน Discord: คำสั่ง ข้อความ และคำตอบ

cmd-tournament-name = ทัวร์นาเมนต์
cmd-tournament-description = จัดทัวร์นาเมนต์: รับสมัคร แข่งเป็นรอบ ตารางคะแนน
cmd-tournament-create-name = สร้าง
cmd-tournament-create-description = สร้างทัวร์นาเมนต์และโพสต์ข้อความรับสมัคร
cmd-tournament-create-name-name = ชื่อ
cmd-tournament-create-name-description = ชื่อทัวร์นาเมนต์
cmd-tournament-create-format-name = ระบบ
cmd-tournament-create-format-description = วิธีจับคู่ผู้เล่น
cmd-tournament-create-format-choice-round-robin = พบกันหมด
cmd-tournament-create-format-choice-double-round-robin = พบกันหมดสองรอบ
cmd-tournament-create-format-choice-swiss = ระบบสวิส
cmd-tournament-create-format-choice-single-elimination = แพ้คัดออก
cmd-tournament-create-variant-name = รูปแบบ
cmd-tournament-create-variant-description = กองทัพ: คลาสสิก (40 ตัว), บาร์ราจ (8) หรือดวล (10)
cmd-tournament-create-variant-choice-classic = คลาสสิก
cmd-tournament-create-variant-choice-barrage = บาร์ราจ
cmd-tournament-create-variant-choice-duel = ดวล
cmd-tournament-create-rounds-name = จำนวนรอบ
cmd-tournament-create-rounds-description = จำนวนรอบของระบบสวิส (ค่าเริ่มต้น: พอให้ได้ผู้ชนะชัดเจน)
cmd-tournament-create-max_players-name = ผู้เล่นสูงสุด
cmd-tournament-create-max_players-description = จำนวนผู้เล่นที่สมัครได้มากที่สุด (ค่าเริ่มต้น 16)
cmd-tournament-create-signup_minutes-name = นาทีรับสมัคร
cmd-tournament-create-signup_minutes-description = เริ่มเองหลังจากผ่านไปกี่นาที (ค่าเริ่มต้น: ผู้จัดเป็นผู้เริ่ม)
cmd-tournament-create-round_hours-name = ชั่วโมงต่อรอบ
cmd-tournament-create-round_hours-description = แต่ละรอบยาวกี่ชั่วโมงก่อนตัดสินเกมที่ค้าง (ค่าเริ่มต้น: ไม่จำกัด)
cmd-tournament-create-time_control-name = เวลา
cmd-tournament-create-time_control-description = แต่ละตาเดินใช้เวลาได้นานเท่าใด
cmd-tournament-create-time_control-choice-correspondence = แบบติดต่อทางข้อความ
cmd-tournament-create-time_control-choice-live = สด
cmd-tournament-create-two_squares-name = สองช่อง
cmd-tournament-create-two_squares-description = จำนวนครั้งที่เดินไปกลับระหว่างสองช่องได้ (ISF: 3)
cmd-tournament-create-one_time_bombs-name = ระเบิดครั้งเดียว
cmd-tournament-create-one_time_bombs-description = ระเบิดที่หยุดผู้โจมตีได้จะถูกนำออกด้วย
cmd-tournament-create-rated-name = นับเรตติ้ง
cmd-tournament-create-rated-description = เกมในทัวร์นาเมนต์นับคะแนนเรตติ้งหรือไม่
cmd-tournament-create-spectator_delay-name = หน่วงผู้ชม
cmd-tournament-create-spectator_delay-description = ผู้ชมเห็นแต่ละเกมช้ากว่าจริงตามจำนวนตานี้ (0-10)
cmd-tournament-join-name = สมัคร
cmd-tournament-join-description = สมัครเข้าร่วมทัวร์นาเมนต์
cmd-tournament-join-tournament-name = ทัวร์นาเมนต์
cmd-tournament-join-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุดที่ยังเปิดอยู่)
cmd-tournament-leave-name = ออก
cmd-tournament-leave-description = ออกจากทัวร์นาเมนต์ (หลังเริ่มแข่ง: ถือเป็นการถอนตัว)
cmd-tournament-leave-tournament-name = ทัวร์นาเมนต์
cmd-tournament-leave-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุดที่ยังเปิดอยู่)
cmd-tournament-start-name = เริ่ม
cmd-tournament-start-description = ปิดรับสมัครและจับคู่รอบแรก (ผู้จัด)
cmd-tournament-start-tournament-name = ทัวร์นาเมนต์
cmd-tournament-start-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุดที่ยังเปิดอยู่)
cmd-tournament-standings-name = ตารางคะแนน
cmd-tournament-standings-description = แสดงตารางคะแนน
cmd-tournament-standings-tournament-name = ทัวร์นาเมนต์
cmd-tournament-standings-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุด)
cmd-tournament-pairings-name = การจับคู่
cmd-tournament-pairings-description = แสดงเกมของรอบปัจจุบัน
cmd-tournament-pairings-tournament-name = ทัวร์นาเมนต์
cmd-tournament-pairings-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุด)
cmd-tournament-withdraw-name = ถอนตัว
cmd-tournament-withdraw-description = ถอนผู้เล่นออกจากทัวร์นาเมนต์ (ผู้จัด)
cmd-tournament-withdraw-player-name = ผู้เล่น
cmd-tournament-withdraw-player-description = ผู้เล่นที่จะถอนออก
cmd-tournament-withdraw-tournament-name = ทัวร์นาเมนต์
cmd-tournament-withdraw-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุดที่ยังเปิดอยู่)
cmd-tournament-cancel-name = ยกเลิก
cmd-tournament-cancel-description = ยกเลิกทัวร์นาเมนต์ เกมที่ยังไม่จบจะจบโดยไม่มีผล (ผู้จัด)
cmd-tournament-cancel-tournament-name = ทัวร์นาเมนต์
cmd-tournament-cancel-tournament-description = ทัวร์นาเมนต์ไหน (ค่าเริ่มต้น: รายการล่าสุดที่ยังเปิดอยู่)
cmd-leaderboard-name = อันดับ
cmd-leaderboard-description = เรตติ้งและนิสัยการจัดวางของเซิร์ฟเวอร์นี้
cmd-leaderboard-ratings-variant-name = รูปแบบ
cmd-leaderboard-ratings-variant-description = เรตติ้งของกองทัพแบบไหน (ค่าเริ่มต้น: คลาสสิก)
cmd-leaderboard-ratings-variant-choice-classic = คลาสสิก
cmd-leaderboard-ratings-variant-choice-barrage = บาร์ราจ
cmd-leaderboard-ratings-variant-choice-duel = ดวล
cmd-leaderboard-ratings-page-name = หน้า
cmd-leaderboard-ratings-page-description = หน้าที่ เริ่มจาก 1
cmd-profile-name = โปรไฟล์
cmd-profile-description = เรตติ้ง ผลงาน และนิสัยการจัดวางของผู้เล่นในเซิร์ฟเวอร์นี้
cmd-profile-show-player-name = ผู้เล่น
cmd-profile-show-player-description = โปรไฟล์ของใคร (ค่าเริ่มต้น: ของคุณ)

tournament-format-round-robin = พบกันหมด
tournament-format-double-round-robin = พบกันหมดสองรอบ
tournament-format-swiss = ระบบสวิส { $rounds } รอบ
tournament-format-single-elimination = แพ้คัดออก

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format } จัดโดย { $creator }
    { $rules }
    ผู้เล่น ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = ปิดรับสมัครและเริ่มรอบที่ 1 { $deadline }
tournament-signup-manual = ผู้จัดจะเริ่มทัวร์นาเมนต์เมื่อทุกคนสมัครครบแล้ว
tournament-signup-nobody = ยังไม่มีใคร
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: กำลังแข่งขัน
    ผู้เล่น ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: จบแล้ว
    ผู้เล่น ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): ยกเลิกแล้ว
button-tournament-join = สมัคร
button-tournament-leave = ออก

tournament-joined = คุณสมัคร **{ $name }** แล้ว (ผู้เล่น { $count }/{ $max })
tournament-left = คุณออกจาก **{ $name }** แล้ว
tournament-started = **{ $name }** เริ่มแล้วด้วยผู้เล่น { $count } คน ประกาศการจับคู่รอบที่ 1 แล้ว
tournament-withdrawn = { $player } ถูกถอนออกจาก **{ $name }** แล้ว
tournament-cancelled = { $by } ยกเลิก **{ $name }** แล้ว เกมที่ยังไม่จบจะจบโดยไม่มีผล
error-no-tournament = เซิร์ฟเวอร์นี้ยังไม่มีทัวร์นาเมนต์ที่เปิดอยู่ สร้างได้ด้วย /ทัวร์นาเมนต์ สร้าง
error-tournament-not-started = **{ $name }** ยังไม่เริ่ม: การจับคู่และตารางคะแนนจะปรากฏเมื่อเริ่มรอบที่ 1

tournament-round-started = **{ $name }**: จับคู่รอบที่ { $round } จาก { $rounds } แล้ว วางกองทัพของคุณในข้อความส่วนตัว
tournament-pairings = **{ $name }** รอบที่ { $round } จาก { $rounds }:
tournament-pairing-line = กระดาน { $board }: { $red } (ฝ่ายแดง) พบ { $blue } (ฝ่ายน้ำเงิน) { $thread } { $result }
tournament-bye-line = ได้บาย: { $player } (1 คะแนน)
tournament-result-pending = (กำลังเล่น)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }** รอบที่ { $round } จาก { $rounds }: คุณเล่น{ $color } พบ { $opponent } เธรดของเกม: { $thread } วางกองทัพของคุณในข้อความจัดวางหมาก
tournament-bye-dm = **{ $name }** รอบที่ { $round }: รอบนี้คุณได้บายและได้ 1 คะแนน

tournament-standings = **{ $name }**: ตารางคะแนนหลังรอบที่ { $round } จาก { $rounds }
tournament-standings-columns = คอลัมน์: อันดับ, ผู้เล่น, คะแนน, บุคโฮลซ์, ซอนเนอบอร์น-แบร์เกอร์, ชนะ, จำนวนเกม
tournament-standings-unshown-intro = ชื่อที่แสดงเป็น { $mark } ในภาพ:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** จบแล้ว ผู้ชนะคือ { $player } ขอแสดงความยินดี!
tournament-finished-no-winner = 🏆 **{ $name }** จบแล้วโดยไม่มีผู้ชนะ

leaderboard-title = อันดับ: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), { $games } เกม, ชนะ { $wins }, แพ้ { $losses }, เสมอ { $draws }
leaderboard-empty = ที่นี่ยังไม่มีใครเล่นเกมนับเรตติ้งด้วยกองทัพแบบนี้
leaderboard-page = หน้า { $page } จาก { $pages }

profile-title = โปรไฟล์ของ { $player }
profile-ratings = เรตติ้ง
profile-unrated = ยังไม่มีเกมนับเรตติ้ง (ผู้เล่นใหม่เริ่มที่ 1500)
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), เกมนับเรตติ้ง { $games } เกม
profile-record-title = ผลงาน
profile-record = { $games } เกม: ชนะ { $wins }, แพ้ { $losses }, เสมอ { $draws } สถิติต่อเนื่องตอนนี้: { $streak } ชนะติดต่อกันสูงสุด: { $best }
profile-streak-wins = ชนะติดต่อกัน { $count } เกม
profile-streak-losses = แพ้ติดต่อกัน { $count } เกม
profile-streak-draws = เสมอติดต่อกัน { $count } เกม
profile-streak-none = ไม่มี
profile-openings-title = นิสัยการจัดวางหมาก
profile-openings = จากการจัดวาง { $setups } ครั้ง: ธงอยู่แถวหลังสุด { $back_row }%, ธงอยู่ที่มุม { $corner }%, ธงล้อมด้วยระเบิด { $bombed }%
profile-openings-none = ยังไม่มีการจัดวางที่จบเกมแล้ว
profile-recent = เกมล่าสุด
profile-recent-none = ยังไม่มีเกมที่จบแล้ว
profile-recent-line = เกม { $game }: { $result } พบ { $opponent } เล่น{ $color }, { $variant }, { $when }
profile-result-win = ชนะ
profile-result-loss = แพ้
profile-result-draw = เสมอ

## การตรวจทัวร์นาเมนต์เป็นระยะ
tournament-tick-failed-start = ⚠️ { $organiser }: ไม่สามารถเริ่มทัวร์นาเมนต์ **{ $name }** (#{ $id }) ได้ { $reason } บอตจะลองใหม่ { $retry } และจะลองต่อไปโดยเว้นช่วงนานขึ้นเรื่อย ๆ ทัวร์นาเมนต์อื่นไม่ได้รับผลกระทบ
tournament-tick-failed-deadline = ⚠️ { $organiser }: ไม่สามารถตัดสินเส้นตายของรอบในทัวร์นาเมนต์ **{ $name }** (#{ $id }) ได้ { $reason } บอตจะลองใหม่ { $retry } และจะลองต่อไปโดยเว้นช่วงนานขึ้นเรื่อย ๆ ทัวร์นาเมนต์อื่นไม่ได้รับผลกระทบ
tournament-tick-failed-unreadable = อ่านการตั้งค่าหรือเกมที่บันทึกไว้ไม่ได้ รายละเอียดอยู่ในบันทึกของบอต
tournament-swiss-clamped = **{ $name }**: ตั้งไว้ { $asked } รอบแบบสวิส แต่ผู้เล่น { $players } คนเล่นได้มากที่สุด { $rounds } รอบ ทัวร์นาเมนต์จึงมี { $rounds } รอบ
tournament-withdrawn-public = { $player } ถูกถอนออกจาก **{ $name }** โดย { $by }
tournament-withdrew-public = { $player } ถอนตัวจาก **{ $name }**
tournament-signup-more = และอีก { $count } คน

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = เรตติ้ง
cmd-leaderboard-ratings-description = แสดงอันดับเรตติ้งของเซิร์ฟเวอร์นี้
cmd-leaderboard-habits-name = นิสัย
cmd-leaderboard-habits-description = แผนที่ความร้อนของตำแหน่งธงของผู้เล่นในเซิร์ฟเวอร์นี้
cmd-leaderboard-habits-variant-name = รูปแบบ
cmd-leaderboard-habits-variant-description = กองทัพแบบไหน (ค่าเริ่มต้น: คลาสสิก)
cmd-leaderboard-habits-variant-choice-classic = คลาสสิก
cmd-leaderboard-habits-variant-choice-barrage = บาร์ราจ
cmd-leaderboard-habits-variant-choice-duel = ดวล
cmd-profile-show-name = แสดง
cmd-profile-show-description = แสดงเรตติ้งและผลงานของผู้เล่นในเซิร์ฟเวอร์นี้
cmd-profile-habits-name = นิสัย
cmd-profile-habits-description = แผนที่ความร้อนของตำแหน่งที่ผู้เล่นวางหมากในเซิร์ฟเวอร์นี้
cmd-profile-habits-player-name = ผู้เล่น
cmd-profile-habits-player-description = นิสัยของใคร (ค่าเริ่มต้น: ของคุณ)
cmd-profile-habits-variant-name = รูปแบบ
cmd-profile-habits-variant-description = กองทัพแบบไหน (ค่าเริ่มต้น: แบบที่เล่นบ่อยที่สุด)
cmd-profile-habits-variant-choice-classic = คลาสสิก
cmd-profile-habits-variant-choice-barrage = บาร์ราจ
cmd-profile-habits-variant-choice-duel = ดวล
