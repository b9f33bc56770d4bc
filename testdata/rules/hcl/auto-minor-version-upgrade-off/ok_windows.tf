resource "azurerm_windows_virtual_machine" "vm" {
  name                     = "vm"
  resource_group_name      = azurerm_resource_group.main.name
  location                 = "westeurope"
  size                     = "Standard_B2s"
  enable_automatic_updates = true
}
