resource "google_container_cluster" "primary" {
  name                     = "primary"
  location                 = "europe-west1"
  remove_default_node_pool = true
  initial_node_count       = 1

  # cluster-wide defaults for pools are not a pool
  node_pool_defaults {
    node_config_defaults {
      insecure_kubelet_readonly_port_enabled = "FALSE"
    }
  }

  node_pool_auto_config {
    network_tags {
      tags = ["gke-node"]
    }
  }
}

resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = google_container_cluster.primary.id
  node_count = 3

  node_config {
    machine_type    = "e2-standard-4"
    service_account = google_service_account.nodes.email
  }
}

# a module's default pool, removed once the cluster exists (remove_default_node_pool)
resource "google_container_cluster" "module" {
  name                     = var.name
  location                 = var.region
  remove_default_node_pool = var.remove_default_node_pool

  node_pool {
    name               = "default-pool"
    initial_node_count = var.initial_node_count
  }
}
