resource "google_container_cluster" "main" { # want "hcl/cluster-legacy-auth"
  name               = "main"
  location           = "europe-west1"
  enable_legacy_abac = true
}

resource "google_container_cluster" "legacy" { # want "hcl/cluster-legacy-auth: issue_client_certificate = true"
  name     = "legacy"
  location = "europe-west1"
  master_auth {
    client_certificate_config {
      issue_client_certificate = true
    }
  }
}

resource "azurerm_kubernetes_cluster" "aks" { # want "hcl/cluster-legacy-auth"
  name                              = "aks"
  role_based_access_control_enabled = false
}
