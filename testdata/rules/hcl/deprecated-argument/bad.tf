resource "aws_eip" "nat" {
  vpc = true # want "hcl/deprecated-argument: vpc in aws_eip is deprecated"
}

resource "aws_db_instance" "app" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
  name           = "app" # want "hcl/deprecated-argument"
}

resource "azurerm_storage_account" "logs" {
  name                      = "logs"
  enable_https_traffic_only = true # want "hcl/deprecated-argument"
}

resource "azurerm_kubernetes_cluster" "k8s" {
  name = "k8s"
  role_based_access_control { # want "hcl/deprecated-argument"
    enabled = true
  }
}

resource "aws_s3_bucket" "site" {
  bucket = "site"
  acl    = "private" # want "hcl/deprecated-argument"
}
