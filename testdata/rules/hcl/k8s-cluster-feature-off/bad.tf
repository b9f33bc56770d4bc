resource "google_container_cluster" "lab" { # want "hcl/k8s-cluster-feature-off: enable_kubernetes_alpha = true" "hcl/k8s-cluster-feature-off: evaluation_mode = DISABLED" "hcl/k8s-cluster-feature-off: state = DECRYPTED"
  name                    = "lab"
  location                = "europe-west1"
  enable_kubernetes_alpha = true
  binary_authorization {
    evaluation_mode = "DISABLED"
  }
  database_encryption {
    state = "DECRYPTED"
  }
}

resource "azurerm_kubernetes_cluster" "dev" { # want "hcl/k8s-cluster-feature-off: http_application_routing_enabled = true" "hcl/k8s-cluster-feature-off: azure_policy_enabled = false"
  name                             = "dev"
  location                         = "westeurope"
  resource_group_name              = "rg"
  dns_prefix                       = "dev"
  http_application_routing_enabled = true
  azure_policy_enabled             = false
  default_node_pool {
    name       = "default"
    node_count = 1
    vm_size    = "Standard_D2s_v5"
  }
}

resource "google_container_cluster" "flows" { # want "hcl/k8s-cluster-feature-off: enable_intranode_visibility = false" "hcl/k8s-cluster-feature-off: disabled = true"
  name                        = "flows"
  location                    = "europe-west1"
  initial_node_count          = 1
  enable_intranode_visibility = false
  network_policy {
    enabled  = true
    provider = "CALICO"
  }
  addons_config {
    network_policy_config {
      disabled = true
    }
  }
}
