resource "azurerm_kubernetes_cluster" "main" { # want "hcl/cluster-legacy-auth"
  name                   = "main"
  dns_prefix             = "main"
  local_account_disabled = false
}
