resource "azurerm_app_configuration" "cfg" {
  name                  = "cfg"
  resource_group_name   = azurerm_resource_group.main.name
  location              = "westeurope"
  public_network_access = "Disabled"
}
