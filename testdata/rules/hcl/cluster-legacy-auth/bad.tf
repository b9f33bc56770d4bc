resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  enable_legacy_abac = true # want "hcl/cluster-legacy-auth"
}

resource "google_container_cluster" "legacy" {
  name     = "legacy"
  location = "europe-west1"
  master_auth {
    client_certificate_config {
      issue_client_certificate = true # want "hcl/cluster-legacy-auth: issue_client_certificate = true"
    }
  }
}

resource "azurerm_kubernetes_cluster" "aks" {
  name                              = "aks"
  role_based_access_control_enabled = false # want "hcl/cluster-legacy-auth"
}
