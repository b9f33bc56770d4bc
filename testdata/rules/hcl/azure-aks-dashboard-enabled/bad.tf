resource "azurerm_kubernetes_cluster" "main" { # want "hcl/azure-aks-dashboard-enabled"
  name       = "main"
  dns_prefix = "main"
  addon_profile {
    kube_dashboard {
      enabled = true
    }
  }
}
