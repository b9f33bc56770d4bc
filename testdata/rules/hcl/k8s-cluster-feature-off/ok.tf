resource "google_container_cluster" "prod" {
  name     = "prod"
  location = "europe-west1"
  binary_authorization {
    evaluation_mode = "PROJECT_SINGLETON_POLICY_ENFORCE"
  }
  database_encryption {
    state    = "ENCRYPTED"
    key_name = google_kms_crypto_key.gke.id
  }
}

resource "azurerm_kubernetes_cluster" "prod" {
  name                 = "prod"
  location             = "westeurope"
  resource_group_name  = "rg"
  dns_prefix           = "prod"
  azure_policy_enabled = true
  default_node_pool {
    name       = "default"
    node_count = 3
    vm_size    = "Standard_D4s_v5"
  }
}

resource "google_container_cluster" "dataplane_v2" {
  name                        = "dataplane-v2"
  location                    = "europe-west1"
  initial_node_count          = 1
  enable_intranode_visibility = true
  datapath_provider           = "ADVANCED_DATAPATH"
  addons_config {
    network_policy_config {
      disabled = true
    }
  }
}
