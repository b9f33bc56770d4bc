resource "google_container_cluster" "inline" {
  name               = "inline"
  location           = "europe-west1"
  initial_node_count = 1
  node_pool {
    name = "default"
    network_config {
      enable_private_nodes = var.private_nodes
    }
  }
}
