resource "azurerm_app_configuration" "cfg" { # want "hcl/azure-public-network-access"
  name                  = "cfg"
  resource_group_name   = azurerm_resource_group.main.name
  location              = "westeurope"
  public_network_access = "Enabled"
}
