resource "google_container_node_pool" "cos" {
  name    = "cos"
  cluster = google_container_cluster.main.id
  node_config {
    image_type      = "COS_CONTAINERD"
    service_account = google_service_account.nodes.email
  }
}

resource "google_container_node_pool" "default_image" {
  name    = "default-image"
  cluster = google_container_cluster.main.id
  node_config {
    service_account = google_service_account.nodes.email
  }
}
