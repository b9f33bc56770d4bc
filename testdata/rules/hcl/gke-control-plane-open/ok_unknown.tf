resource "google_container_cluster" "this" {
  name     = var.name
  location = var.region
  private_cluster_config {
    enable_private_nodes    = true
    enable_private_endpoint = var.private_endpoint
    master_ipv4_cidr_block  = "172.16.0.0/28"
  }
}
