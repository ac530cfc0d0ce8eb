## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = तुम्ही गेल्या { $minutes } मिनिटांत या सर्व्हरवर { $count } आव्हाने दिली. तुम्ही { $until } पुन्हा आव्हान देऊ शकता.
service-error-challenges-to-one-too-often = तुम्ही गेल्या { $minutes } मिनिटांत त्या सदस्याला { $count } वेळा आव्हान दिले. तुम्ही त्यांना { $until } पुन्हा आव्हान देऊ शकता.
service-error-matches-too-often = तुम्ही किंवा तुमच्या प्रतिस्पर्ध्याने गेल्या { $minutes } मिनिटांत या सर्व्हरवर { $count } डाव सुरू केले. नवा डाव { $until } सुरू होऊ शकतो.
service-error-queue-cooldown = तुम्ही जलद जोडीचा डाव मांडणीदरम्यान सोडलात, म्हणून काही वेळ तुम्ही रांगेत येऊ शकत नाही. तुम्ही { $until } पुन्हा येऊ शकता.
