resource "google_container_cluster" "main" { # want "hcl/gke-public-nodes"
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
}

resource "google_container_cluster" "edge" { # want "hcl/gke-public-nodes"
  name               = "edge"
  location           = "europe-west1"
  initial_node_count = 1
  private_cluster_config {
    enable_private_nodes = false
  }
}

resource "google_container_node_pool" "public_pool" {
  name    = "public"
  cluster = google_container_cluster.main.name
  network_config {
    enable_private_nodes = false
  }
}
