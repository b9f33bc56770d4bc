resource "openstack_compute_instance_v2" "web" { # want "hcl/hardcoded-secret: admin_pass is a literal value"
  name       = "web"
  admin_pass = "Sup3rS3cretPassw0rd"
}

resource "github_actions_secret" "deploy" { # want "hcl/hardcoded-secret: plaintext_value is a literal value"
  repository      = "api"
  secret_name     = "DEPLOY_TOKEN"
  plaintext_value = "ghp_4f9Kq2LmX8vB3nR7tY1wZ6cD5eH0jA2sP9uQ"
}

resource "linode_instance" "box" { # want "hcl/hardcoded-secret: root_pass is a literal value"
  label     = "box"
  root_pass = "aB3$kLq9xZ2m!Pw7"
}
