output "instance_id" { # want "hcl/output-without-description"
  value = aws_instance.web.id
}
