resource "google_project" "sandbox" {
  name                = "sandbox"
  project_id          = "example-sandbox"
  org_id              = var.org_id
  auto_create_network = false
}
