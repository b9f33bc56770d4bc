resource "azurerm_kubernetes_cluster" "main" {
  name                = "main"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  dns_prefix          = "main"
  api_server_access_profile {
    authorized_ip_ranges = ["203.0.113.0/24"]
  }
}

resource "azurerm_kubernetes_cluster" "private" {
  name                    = "private"
  location                = azurerm_resource_group.app.location
  resource_group_name     = azurerm_resource_group.app.name
  dns_prefix              = "private"
  private_cluster_enabled = true
}
