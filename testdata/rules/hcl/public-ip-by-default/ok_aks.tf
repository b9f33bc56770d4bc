resource "azurerm_kubernetes_cluster" "main" {
  name       = "main"
  dns_prefix = "main"
  default_node_pool {
    name                  = "default"
    vm_size               = "Standard_D2_v2"
    enable_node_public_ip = false
  }
}
