# Discord has no Marathi locale: these are for completeness and for help texts.
cmd-settings-name = सेटिंग्ज
cmd-settings-description = तुमच्या वैयक्तिक सेटिंग्ज बदला.
cmd-settings-language-name = भाषा
cmd-settings-language-description = बॉट तुम्हाला कोणत्या भाषेत लिहील ते निवडा.
cmd-settings-language-language-name = भाषा
cmd-settings-language-language-description = तुमची भाषा
