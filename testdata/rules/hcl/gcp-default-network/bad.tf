resource "google_project" "sandbox" { # want "hcl/gcp-default-network: google_project: the project gets the default VPC network"
  name       = "sandbox"
  project_id = "example-sandbox"
  org_id     = var.org_id
}
