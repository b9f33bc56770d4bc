resource "google_container_node_pool" "ubuntu" { # want "hcl/gke-node-image-not-cos"
  name    = "ubuntu"
  cluster = google_container_cluster.main.id
  node_config {
    image_type      = "UBUNTU_CONTAINERD"
    service_account = google_service_account.nodes.email
  }
}
