resource "openstack_compute_instance_v2" "web" {
  name       = "web"
  admin_pass = var.admin_password
}

resource "github_actions_secret" "deploy" {
  repository      = "api"
  secret_name     = "DEPLOY_TOKEN"
  plaintext_value = var.deploy_token
}
