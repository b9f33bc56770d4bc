resource "azurerm_windows_virtual_machine" "vm" { # want "hcl/auto-minor-version-upgrade-off"
  name                     = "vm"
  resource_group_name      = azurerm_resource_group.main.name
  location                 = "westeurope"
  size                     = "Standard_B2s"
  enable_automatic_updates = false
}
