resource "azurerm_kubernetes_cluster" "main" { # want "hcl/aks-api-server-open"
  name                = "main"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  dns_prefix          = "main"
}
