resource "azurerm_kubernetes_cluster" "main" {
  name                   = "main"
  dns_prefix             = "main"
  local_account_disabled = true
}
