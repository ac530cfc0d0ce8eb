cmd-settings-name = inställningar
cmd-settings-description = Ändra dina personliga inställningar.
cmd-settings-language-name = språk
cmd-settings-language-description = Välj vilket språk boten använder när den skriver till dig.
cmd-settings-language-language-name = språk
cmd-settings-language-language-description = Ditt språk
