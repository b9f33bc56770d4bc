resource "azurerm_kubernetes_cluster" "this" {
  name                    = var.name
  location                = var.location
  resource_group_name     = var.resource_group_name
  dns_prefix              = var.name
  private_cluster_enabled = var.private_cluster_enabled
  default_node_pool {
    name       = "system"
    node_count = 1
    vm_size    = "Standard_D2s_v5"
  }
  network_profile {
    network_plugin = "azure"
    network_policy = "azure"
  }
}
