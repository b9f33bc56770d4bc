resource "google_container_cluster" "primary" { # want "hcl/gke-inline-node-pool"
  name     = "primary"
  location = "europe-west1"

  node_pool {
    name       = "default-pool"
    node_count = 3

    node_config {
      machine_type    = "e2-standard-4"
      service_account = google_service_account.nodes.email
    }
  }
}

resource "google_container_cluster" "pools" { # want "hcl/gke-inline-node-pool"
  name     = "pools"
  location = "europe-west1"

  dynamic "node_pool" {
    for_each = var.node_pools
    content {
      name       = node_pool.value.name
      node_count = node_pool.value.count
    }
  }
}

resource "google_container_cluster" "kept" { # want "hcl/gke-inline-node-pool"
  name                     = "kept"
  location                 = "europe-west1"
  remove_default_node_pool = false

  node_pool {
    name       = "default-pool"
    node_count = 1
  }
}
