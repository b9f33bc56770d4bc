resource "azurerm_kubernetes_cluster" "main" {
  name                = "main"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  dns_prefix          = "main"
  default_node_pool {
    name       = "default"
    node_count = 3
    vm_size    = "Standard_D2s_v5"
  }
  network_profile {
    network_plugin = "azure"
    network_policy = "calico"
  }
}
