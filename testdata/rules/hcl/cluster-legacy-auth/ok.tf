resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  enable_legacy_abac = false
}

resource "azurerm_kubernetes_cluster" "aks" {
  name                              = "aks"
  role_based_access_control_enabled = true
}
