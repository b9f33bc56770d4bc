resource "aws_eip" "nat" {
  domain = "vpc"
}

resource "aws_db_instance" "app" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
  db_name        = "app"
}

resource "aws_db_parameter_group" "app" {
  name   = "app"
  family = "postgres15"
}

resource "azurerm_storage_account" "logs" {
  name                       = "logs"
  https_traffic_only_enabled = true
}

resource "azurerm_kubernetes_cluster" "k8s" {
  name                              = "k8s"
  role_based_access_control_enabled = true
}

resource "aws_s3_bucket" "site" {
  bucket = "site"
}

resource "aws_s3_bucket_acl" "site" {
  bucket = aws_s3_bucket.site.id
  acl    = "private"
}

resource "aws_vpc_endpoint" "s3" {
  vpc_id = var.vpc_id
  policy = data.aws_iam_policy_document.s3.json
}
