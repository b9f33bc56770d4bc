resource "azurerm_kubernetes_cluster" "main" {
  name       = "main"
  dns_prefix = "main"
  addon_profile {
    kube_dashboard {
      enabled = false
    }
  }
}
