resource "google_dataproc_cluster" "etl" { # want "hcl/dataproc-public-ip"
  name   = "etl"
  region = "europe-west1"
  cluster_config {
    gce_cluster_config {
      internal_ip_only = false
    }
  }
}
