resource "azurerm_container_registry" "acr" { # want "hcl/azure-registry-admin-enabled"
  name                = "acmeacr"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  sku                 = "Premium"
  admin_enabled       = true
}
