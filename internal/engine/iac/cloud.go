package iac

import (
	"bytes"
	"path"
	"regexp"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// AWS CloudFormation templates (YAML or JSON) and IAM policy documents
// (the JSON the IAM console, aws iam create-policy and bucket policies
// take). Both are read as YAML, which JSON is a subset of, so one walker
// gives every value its line. The checks are the Terraform AWS checks in
// CloudFormation's property names: what the resource's reference page says
// makes it public, unencrypted or unauthenticated, and IAM statements that
// allow every action, every principal or NotAction.

var cloudRuleIDs = []string{
	"iac/cfn-public-bucket-acl", "iac/cfn-public-access-block-off", "iac/cfn-open-ingress",
	"iac/cfn-publicly-accessible", "iac/cfn-unencrypted-storage", "iac/cfn-plain-http",
	"iac/cfn-hardcoded-secret", "iac/cfn-no-auth", "iac/cfn-key-rotation-off", "iac/cfn-trail-validation-off",
	"iac/cfn-imdsv1", "iac/cfn-ecr-mutable-tags",
	"iac/iam-admin-policy", "iac/iam-wildcard-action", "iac/iam-public-principal", "iac/iam-not-action",
	"iac/iam-service-wildcard", "iac/iam-not-principal", "iac/iam-passrole-any",
}

// cloudKind tells a CloudFormation template or an IAM policy document by
// what it holds: a YAML or JSON file with AWS::Service::Resource types, the
// template version, or a Statement with an Effect.
//
// A Terraform module often keeps its IAM policies as templates that
// templatefile() fills in (policy.json.tftpl, policy.json.tpl): such a file
// is read as a policy document when it holds one, its ${...} placeholders
// being plain strings to the parser; a template whose %{ } directives make
// it unreadable as YAML reports nothing.
func cloudKind(p string, src []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".json", ".yaml", ".yml", ".template":
	case ".tftpl", ".tpl":
		return policyMarker.Match(src)
	default:
		return false
	}
	return cfnMarker.Match(src) || policyMarker.Match(src) || serverlessMarker.Match(src)
}

var (
	cfnMarker = regexp.MustCompile(`AWSTemplateFormatVersion|["']?Type["']?\s*:\s*["']?AWS::[A-Za-z0-9]+::[A-Za-z0-9]+`)
	// the Serverless Framework's IAM statements (provider.iamRoleStatements, provider.iam.role.statements)
	serverlessMarker = regexp.MustCompile(`(?m)^\s*(iamRoleStatements|statements)\s*:`)
	policyMarker     = regexp.MustCompile(`(?s)["']?Statement["']?\s*:.*["']?Effect["']?\s*:`)
	leadingTabs      = regexp.MustCompile(`(?m)^\t+`)
	// CloudFront's security policies that accept SSLv3, TLS 1.0 or 1.1
	cloudFrontOld = regexp.MustCompile(`^(SSLv3|TLSv1|TLSv1_2016|TLSv1\.1_2016)$`)
)

// cloud parses the file and runs the template and policy checks.
func cloud(file string, src []byte) []engine.Diagnostic {
	// YAML forbids tabs as indentation; JSON files often indent with them
	src = leadingTabs.ReplaceAllFunc(src, func(b []byte) []byte { return bytes.Repeat([]byte("  "), len(b)) })
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
		return nil
	}
	c := &cloudCheck{file: file, lines: strings.Split(string(src), "\n")}
	root := doc.Content[0]
	if res := get(root, "Resources"); res != nil && res.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(res.Content); i += 2 {
			c.resource(res.Content[i], res.Content[i+1])
		}
	}
	c.policies(root)
	return c.out
}

type cloudCheck struct {
	file  string
	lines []string
	out   []engine.Diagnostic
}

func (c *cloudCheck) add(rule, dim string, from, to int, sev finding.Severity, conf float64, msg, rec string, cwe ...string) {
	code := ""
	if from >= 1 && from <= len(c.lines) {
		code = c.lines[from-1]
	}
	d := diag(rule, dim, c.file, from, code, sev, conf, msg, rec, cwe...)
	if to > from {
		d.Lines = finding.Lines(from, to)
	}
	c.out = append(c.out, d)
}

// get returns the value of key in a mapping node, or nil.
func get(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// getPath follows keys through nested mappings.
func getPath(n *yaml.Node, keys ...string) *yaml.Node {
	for _, k := range keys {
		n = get(n, k)
	}
	return n
}

// scalar is a plain or quoted scalar's value; "" for anything else, and for
// an intrinsic function (!Ref, !If, {"Ref": ...}) whose value is not known.
func scalar(n *yaml.Node) string {
	if n == nil || n.Kind != yaml.ScalarNode || strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!") {
		return ""
	}
	return n.Value
}

func isFalse(n *yaml.Node) bool { return strings.EqualFold(scalar(n), "false") }
func isTrue(n *yaml.Node) bool  { return strings.EqualFold(scalar(n), "true") }

// lastLine is the last line a node's text reaches.
func lastLine(n *yaml.Node) int {
	l := n.Line
	for _, c := range n.Content {
		if e := lastLine(c); e > l {
			l = e
		}
	}
	return l
}

// values lists a scalar, or the scalars of a sequence.
func values(n *yaml.Node) []*yaml.Node {
	if n == nil {
		return nil
	}
	if n.Kind == yaml.SequenceNode {
		return n.Content
	}
	return []*yaml.Node{n}
}

// encryption: the resource types whose data is unencrypted at rest unless a
// property says otherwise, that property's path, and whether leaving it out
// means unencrypted (the default the resource's reference page gives).
var encryption = []struct {
	typ       string
	path      []string
	unsetOpen bool
}{
	{"AWS::RDS::DBInstance", []string{"StorageEncrypted"}, true},
	{"AWS::RDS::DBCluster", []string{"StorageEncrypted"}, true},
	{"AWS::DocDB::DBCluster", []string{"StorageEncrypted"}, true},
	{"AWS::Neptune::DBCluster", []string{"StorageEncrypted"}, true},
	{"AWS::EC2::Volume", []string{"Encrypted"}, true},
	{"AWS::EFS::FileSystem", []string{"Encrypted"}, true},
	{"AWS::Redshift::Cluster", []string{"Encrypted"}, true},
	{"AWS::ElastiCache::ReplicationGroup", []string{"AtRestEncryptionEnabled"}, true},
	{"AWS::ElastiCache::ReplicationGroup", []string{"TransitEncryptionEnabled"}, true},
	{"AWS::Elasticsearch::Domain", []string{"EncryptionAtRestOptions", "Enabled"}, true},
	{"AWS::Elasticsearch::Domain", []string{"NodeToNodeEncryptionOptions", "Enabled"}, true},
	{"AWS::OpenSearchService::Domain", []string{"EncryptionAtRestOptions", "Enabled"}, true},
	{"AWS::OpenSearchService::Domain", []string{"NodeToNodeEncryptionOptions", "Enabled"}, true},
	{"AWS::Elasticsearch::Domain", []string{"DomainEndpointOptions", "EnforceHTTPS"}, false},
	{"AWS::OpenSearchService::Domain", []string{"DomainEndpointOptions", "EnforceHTTPS"}, false},
}

var secretProp = regexp.MustCompile(`(?i)^(Master(User)?Password|Password|DBPassword|AdminPassword|AuthToken|SecretString|ClientSecret|ApiKey|AccessToken|PrivateKey|SecretAccessKey)$`)

func (c *cloudCheck) resource(name, r *yaml.Node) {
	typ := scalar(get(r, "Type"))
	if !strings.HasPrefix(typ, "AWS::") {
		return
	}
	props := get(r, "Properties")
	start, end := name.Line, lastLine(r)
	id := name.Value
	if check := resourceChecks[typ]; check != nil {
		check(c, id, typ, props, start, end)
	}
	for _, e := range encryption {
		if e.typ != typ {
			continue
		}
		if typ == "AWS::RDS::DBInstance" && (get(props, "DBClusterIdentifier") != nil || strings.HasPrefix(scalar(get(props, "Engine")), "aurora")) {
			continue // an Aurora instance is encrypted by its cluster
		}
		v := getPath(props, e.path...)
		prop := strings.Join(e.path, ".")
		switch {
		case isFalse(v):
			c.add("cfn-unencrypted-storage", "security", v.Line, 0, finding.Medium, 0.8,
				typ+" "+id+" sets "+prop+": false"+encryptionWhat(prop),
				"Turn it on ("+prop+": true, with KmsKeyId for a customer-managed key where the data calls for one); encryption at rest cannot be added to most of these resources later without replacing them.", "CWE-311")
		case v == nil && e.unsetOpen && props != nil:
			c.add("cfn-unencrypted-storage", "security", start, end, finding.Medium, 0.7,
				typ+" "+id+" does not set "+prop+", which defaults to false"+encryptionWhat(prop),
				"Set "+prop+": true (with KmsKeyId for a customer-managed key where the data calls for one); encryption at rest cannot be added to most of these resources later without replacing them.", "CWE-311")
		}
	}
	c.secrets(id, props, typ)
}

// resourceChecks are the checks of one resource type, beside the
// encryption table and the literal-secret walk that apply to all.
var resourceChecks = map[string]func(c *cloudCheck, id, typ string, props *yaml.Node, start, end int){
	"AWS::S3::Bucket":                         (*cloudCheck).cfnS3Bucket,
	"AWS::EC2::SecurityGroup":                 (*cloudCheck).cfnEC2SecurityGroup,
	"AWS::EC2::SecurityGroupIngress":          (*cloudCheck).cfnEC2SecurityGroupIngress,
	"AWS::RDS::DBInstance":                    (*cloudCheck).cfnPubliclyAccessible,
	"AWS::RDS::DBCluster":                     (*cloudCheck).cfnPubliclyAccessible,
	"AWS::Redshift::Cluster":                  (*cloudCheck).cfnPubliclyAccessible,
	"AWS::DMS::ReplicationInstance":           (*cloudCheck).cfnPubliclyAccessible,
	"AWS::ElasticLoadBalancingV2::Listener":   (*cloudCheck).cfnElasticLoadBalancingV2Listener,
	"AWS::ElasticLoadBalancing::LoadBalancer": (*cloudCheck).cfnElasticLoadBalancingLoadBalancer,
	"AWS::CloudFront::Distribution":           (*cloudCheck).cfnCloudFrontDistribution,
	"AWS::Lambda::Permission":                 (*cloudCheck).cfnLambdaPermission,
	"AWS::Lambda::Url":                        (*cloudCheck).cfnLambdaUrl,
	"AWS::ApiGateway::Method":                 (*cloudCheck).cfnApiGatewayMethod,
	"AWS::KMS::Key":                           (*cloudCheck).cfnKMSKey,
	"AWS::CloudTrail::Trail":                  (*cloudCheck).cfnCloudTrailTrail,
	"AWS::EC2::LaunchTemplate":                (*cloudCheck).cfnInstanceMetadata,
	"AWS::EC2::Instance":                      (*cloudCheck).cfnInstanceMetadata,
	"AWS::ECR::Repository":                    (*cloudCheck).cfnECRRepository,
	"AWS::ECS::TaskDefinition":                (*cloudCheck).cfnECSTaskDefinition,
	"AWS::Lambda::Function":                   (*cloudCheck).cfnLambdaFunction,
	"AWS::Serverless::Function":               (*cloudCheck).cfnLambdaFunction,
	"AWS::MSK::Cluster":                       (*cloudCheck).cfnMSKCluster,
}

func (c *cloudCheck) cfnS3Bucket(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "AccessControl"); v != nil {
		switch scalar(v) {
		case "PublicRead", "PublicReadWrite", "AuthenticatedRead":
			c.add("cfn-public-bucket-acl", "security", v.Line, 0, finding.High, 0.9,
				"Bucket "+id+" has the canned ACL "+scalar(v)+": anyone (or any AWS account) can read its objects"+map[bool]string{true: " and write them", false: ""}[scalar(v) == "PublicReadWrite"],
				"Remove AccessControl (buckets are private by default), keep the PublicAccessBlockConfiguration on, and serve public files through CloudFront with an origin access control.", "CWE-732")
		}
	}
	if pab := get(props, "PublicAccessBlockConfiguration"); pab != nil {
		for _, k := range []string{"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"} {
			if v := get(pab, k); isFalse(v) {
				c.add("cfn-public-access-block-off", "security", v.Line, 0, finding.Medium, 0.8,
					k+": false on bucket "+id+" lets an ACL or bucket policy make its objects public",
					"Set all four PublicAccessBlockConfiguration settings to true; grant the readers that need the objects through a bucket policy for their role or a CloudFront origin access control.", "CWE-732")
			}
		}
	}
}

func (c *cloudCheck) cfnEC2SecurityGroup(id, typ string, props *yaml.Node, start, end int) {
	for _, rule := range values(get(props, "SecurityGroupIngress")) {
		c.ingress(id, rule)
	}
}

func (c *cloudCheck) cfnEC2SecurityGroupIngress(id, typ string, props *yaml.Node, start, end int) {
	c.ingress(id, props)
}

func (c *cloudCheck) cfnPubliclyAccessible(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "PubliclyAccessible"); isTrue(v) {
		c.add("cfn-publicly-accessible", "security", v.Line, 0, finding.High, 0.85,
			typ+" "+id+" is PubliclyAccessible: it gets an address reachable from the internet",
			"Set PubliclyAccessible: false and reach the database from inside the VPC (an application's security group, a bastion or Session Manager, a VPN).", "CWE-668")
	}
}

func (c *cloudCheck) cfnElasticLoadBalancingV2Listener(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "Protocol"); scalar(v) == "HTTP" && !redirectsToHTTPS(get(props, "DefaultActions")) {
		c.add("cfn-plain-http", "security", v.Line, 0, finding.Medium, 0.75,
			"Load balancer listener "+id+" serves plain HTTP: requests and cookies cross the network unencrypted",
			"Listen on HTTPS with a certificate (Protocol: HTTPS, Certificates, SslPolicy: ELBSecurityPolicy-TLS13-1-2-2021-06) and make the HTTP listener's default action a redirect to HTTPS.", "CWE-319")
	}
}

func (c *cloudCheck) cfnElasticLoadBalancingLoadBalancer(id, typ string, props *yaml.Node, start, end int) {
	for _, l := range values(get(props, "Listeners")) {
		if v := get(l, "Protocol"); strings.EqualFold(scalar(v), "HTTP") {
			c.add("cfn-plain-http", "security", v.Line, 0, finding.Medium, 0.7,
				"Classic load balancer "+id+" has a plain HTTP listener",
				"Use an HTTPS listener with a certificate (SSLCertificateId) and redirect HTTP to it, or move to an Application Load Balancer.", "CWE-319")
		}
	}
}

func (c *cloudCheck) cfnCloudFrontDistribution(id, typ string, props *yaml.Node, start, end int) {
	dc := getPath(props, "DistributionConfig")
	behaviours := append([]*yaml.Node{get(dc, "DefaultCacheBehavior")}, values(get(dc, "CacheBehaviors"))...)
	for _, b := range behaviours {
		if v := get(b, "ViewerProtocolPolicy"); scalar(v) == "allow-all" {
			c.add("cfn-plain-http", "security", v.Line, 0, finding.Medium, 0.8,
				"Distribution "+id+" serves viewers over plain HTTP (ViewerProtocolPolicy: allow-all)",
				"Set ViewerProtocolPolicy: redirect-to-https (or https-only).", "CWE-319")
		}
	}
	if v := getPath(dc, "ViewerCertificate", "MinimumProtocolVersion"); cloudFrontOld.MatchString(scalar(v)) {
		c.add("cfn-plain-http", "security", v.Line, 0, finding.Medium, 0.8,
			"Distribution "+id+" accepts "+scalar(v)+", a protocol with known weaknesses",
			"Set MinimumProtocolVersion: TLSv1.2_2021.", "CWE-326")
	}
}

func (c *cloudCheck) cfnLambdaPermission(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "Principal"); scalar(v) == "*" {
		c.add("iam-public-principal", "security", v.Line, 0, finding.High, 0.8,
			"Lambda permission "+id+" lets any AWS account or service invoke the function (Principal: \"*\")",
			"Name the service or account that invokes the function (Principal: s3.amazonaws.com) and scope it with SourceArn and SourceAccount.", "CWE-284")
	}
}

func (c *cloudCheck) cfnLambdaUrl(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "AuthType"); scalar(v) == "NONE" {
		c.add("cfn-no-auth", "security", v.Line, 0, finding.Medium, 0.7,
			"Function URL "+id+" has AuthType: NONE: anyone on the internet can invoke the function",
			"Use AuthType: AWS_IAM and sign requests, or put the function behind API Gateway with an authorizer; with NONE the function itself must authenticate every request.", "CWE-306")
	}
}

func (c *cloudCheck) cfnApiGatewayMethod(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "AuthorizationType"); scalar(v) == "NONE" && !strings.EqualFold(scalar(get(props, "HttpMethod")), "OPTIONS") && !isTrue(get(props, "ApiKeyRequired")) {
		c.add("cfn-no-auth", "security", v.Line, 0, finding.Medium, 0.6,
			"API method "+id+" has no authorization: anyone who can reach the API can call it",
			"Set AuthorizationType to AWS_IAM, COGNITO_USER_POOLS or CUSTOM with an authorizer (or require an API key for usage plans) unless the method is meant to be public.", "CWE-306")
	}
}

func (c *cloudCheck) cfnKMSKey(id, typ string, props *yaml.Node, start, end int) {
	// only symmetric keys rotate
	spec := get(props, "KeySpec")
	if v := get(props, "EnableKeyRotation"); (v == nil || isFalse(v)) && (spec == nil || scalar(spec) == "SYMMETRIC_DEFAULT") {
		from, to := start, end
		if v != nil {
			from, to = v.Line, 0
		}
		c.add("cfn-key-rotation-off", "security", from, to, finding.Low, 0.7,
			"KMS key "+id+" does not rotate its key material",
			"Set EnableKeyRotation: true: AWS then rotates a symmetric key's material every year (CIS AWS 3.6), keeping old versions to decrypt existing data.", "CWE-320")
	}
}

func (c *cloudCheck) cfnCloudTrailTrail(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "EnableLogFileValidation"); v == nil || isFalse(v) {
		from, to := start, end
		if v != nil {
			from, to = v.Line, 0
		}
		c.add("cfn-trail-validation-off", "security", from, to, finding.Low, 0.7,
			"Trail "+id+" does not validate its log files: a changed or deleted log goes unnoticed",
			"Set EnableLogFileValidation: true (CIS AWS 3.2); CloudTrail then writes signed digest files that aws cloudtrail validate-logs checks.", "CWE-354")
	}
}

func (c *cloudCheck) cfnInstanceMetadata(id, typ string, props *yaml.Node, start, end int) {
	md := getPath(props, "LaunchTemplateData", "MetadataOptions")
	if md == nil {
		md = get(props, "MetadataOptions")
	}
	if v := get(md, "HttpTokens"); scalar(v) == "optional" {
		c.add("cfn-imdsv1", "security", v.Line, 0, finding.Medium, 0.8,
			typ+" "+id+" allows IMDSv1 (HttpTokens: optional): an SSRF in the instance's software can read its role credentials",
			"Set MetadataOptions.HttpTokens: required so the instance metadata service answers only session-token (IMDSv2) requests.", "CWE-918")
	}
}

func (c *cloudCheck) cfnECRRepository(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "ImageTagMutability"); scalar(v) == "MUTABLE" {
		c.add("cfn-ecr-mutable-tags", "security", v.Line, 0, finding.Low, 0.7,
			"Repository "+id+" lets a push overwrite an existing tag: a deployed tag can come to mean different code",
			"Set ImageTagMutability: IMMUTABLE and deploy by digest or by a new tag for each build.", "CWE-494")
	}
}

// cfnECSTaskDefinition applies the ECS task definition checks to
// CloudFormation's spelling of its properties.
func (c *cloudCheck) cfnECSTaskDefinition(id, typ string, props *yaml.Node, start, end int) {
	if v := get(props, "NetworkMode"); scalar(v) == "host" {
		c.add("ecs-host-network", "security", v.Line, 0, finding.Medium, 0.8,
			"Task definition "+id+" uses NetworkMode: host: its containers get the instance's network stack",
			"Use NetworkMode awsvpc (each task gets its own interface and security groups) or bridge.", "CWE-668")
	}
	for _, cd := range values(get(props, "ContainerDefinitions")) {
		name := scalar(get(cd, "Name"))
		if v := get(cd, "Privileged"); isTrue(v) {
			c.add("ecs-privileged", "security", v.Line, 0, finding.High, 0.85,
				"Container "+name+" runs privileged: it gets the instance's devices and every kernel capability",
				"Remove Privileged and add the one Linux capability the container needs under LinuxParameters.Capabilities.Add.", "CWE-250")
		}
		if v := get(cd, "User"); scalar(v) == "root" || scalar(v) == "0" || strings.HasPrefix(scalar(v), "0:") || strings.HasPrefix(scalar(v), "root:") {
			c.add("ecs-root-user", "security", v.Line, 0, finding.Medium, 0.8,
				"Container "+name+" runs as root (User: "+scalar(v)+")",
				"Run as an unprivileged user (User: \"10001\") built into the image.", "CWE-250")
		}
		if v := get(cd, "ReadonlyRootFilesystem"); isFalse(v) {
			c.add("ecs-writable-root-filesystem", "security", v.Line, 0, finding.Low, 0.75,
				"Container "+name+" has a writable root filesystem (ReadonlyRootFilesystem: false)",
				"Set ReadonlyRootFilesystem: true and mount a volume where the process must write.", "CWE-732")
		}
		for _, e := range values(get(cd, "Environment")) {
			c.literalEnvSecret(scalar(get(e, "Name")), get(e, "Value"), "the task definition")
		}
	}
}

// cfnLambdaFunction reports credentials written into a function's
// environment variables.
func (c *cloudCheck) cfnLambdaFunction(id, typ string, props *yaml.Node, start, end int) {
	vars := getPath(props, "Environment", "Variables")
	if vars == nil || vars.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(vars.Content); i += 2 {
		c.literalEnvSecret(vars.Content[i].Value, vars.Content[i+1], "function "+id+"'s configuration")
	}
}

// literalEnvSecret reports an environment variable named like a credential
// whose value is written in the template.
func (c *cloudCheck) literalEnvSecret(name string, v *yaml.Node, where string) {
	s := scalar(v)
	if !secretName.MatchString(name) || s == "" || placeholder.MatchString(s) || strings.Contains(s, "{{resolve:") || strings.Contains(s, "${") {
		return
	}
	c.add("ecs-hardcoded-secret", "secrets", v.Line, 0, finding.High, 0.8,
		name+" is given a literal value in "+where+": anyone who can read the template or describe the resource has it",
		"Reference the secret instead (the Secrets field with a Secrets Manager ARN for ECS, {{resolve:secretsmanager:...}} or a runtime lookup for Lambda), and rotate the one that was committed.", "CWE-798")
}

// cfnMSKCluster reports Kafka brokers that accept plain-text clients.
func (c *cloudCheck) cfnMSKCluster(id, typ string, props *yaml.Node, start, end int) {
	if v := getPath(props, "EncryptionInfo", "EncryptionInTransit", "ClientBroker"); scalar(v) == "PLAINTEXT" || scalar(v) == "TLS_PLAINTEXT" {
		c.add("cfn-unencrypted-storage", "security", v.Line, 0, finding.Medium, 0.8,
			"MSK cluster "+id+" accepts clients over plain text (ClientBroker: "+scalar(v)+")",
			"Set EncryptionInTransit.ClientBroker: TLS so producers and consumers cannot connect unencrypted.", "CWE-319")
	}
}

func encryptionWhat(prop string) string {
	switch {
	case strings.Contains(prop, "Transit"), strings.Contains(prop, "NodeToNode"):
		return ": its traffic crosses the network in plain text"
	case strings.Contains(prop, "HTTPS"):
		return ": clients may talk to it over plain HTTP"
	}
	return ": its data is stored unencrypted"
}

// redirectsToHTTPS reports a listener whose default action redirects to
// HTTPS, which is how an HTTP listener should look.
func redirectsToHTTPS(actions *yaml.Node) bool {
	for _, a := range values(actions) {
		if scalar(get(a, "Type")) == "redirect" && strings.EqualFold(scalar(getPath(a, "RedirectConfig", "Protocol")), "HTTPS") {
			return true
		}
	}
	return false
}

// ingress reports an ingress rule open to the internet on all ports or on
// a port range that holds an administration or database port.
func (c *cloudCheck) ingress(id string, rule *yaml.Node) {
	cidr := get(rule, "CidrIp")
	if cidr == nil {
		cidr = get(rule, "CidrIpv6")
	}
	if v := scalar(cidr); v != "0.0.0.0/0" && v != "::/0" {
		return
	}
	proto := strings.ToLower(scalar(get(rule, "IpProtocol")))
	from, errF := strconv.Atoi(scalar(get(rule, "FromPort")))
	to, errT := strconv.Atoi(scalar(get(rule, "ToPort")))
	what := ""
	switch {
	case proto == "-1" || proto == "all":
		what = "every port and protocol"
	case errF != nil || errT != nil:
		return // ports from a parameter: unknown
	case from == -1 || to == -1 || from <= 0 && to >= 65535:
		what = "every port"
	default:
		// the Terraform check's ports, in its order
		for _, p := range sensitiveOrder {
			if from <= p && p <= to {
				what = "the " + sensitivePorts[p] + " port " + strconv.Itoa(p)
				break
			}
		}
	}
	if what == "" {
		return
	}
	c.add("cfn-open-ingress", "security", cidr.Line, 0, finding.High, 0.85,
		"Security group "+id+" opens "+what+" to the whole internet ("+scalar(cidr)+")",
		"Allow the port only from the addresses that need it (the office or VPN range, a load balancer's security group with SourceSecurityGroupId); reach servers for administration through Session Manager or a bastion instead of SSH or RDP open to 0.0.0.0/0.", "CWE-284")
}

// secrets reports a credential property given a literal value: a
// parameter with NoEcho, a dynamic reference ({{resolve:secretsmanager:…}})
// or an intrinsic function keeps it out of the template.
func (c *cloudCheck) secrets(id string, props *yaml.Node, typ string) {
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil {
			return
		}
		if n.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				if secretProp.MatchString(k.Value) && v.Kind == yaml.ScalarNode {
					s := scalar(v)
					if s != "" && !strings.Contains(s, "{{resolve:") && !strings.Contains(s, "${") && !placeholder.MatchString(s) {
						c.add("cfn-hardcoded-secret", "secrets", v.Line, 0, finding.High, 0.8,
							k.Value+" of "+id+" is written in the template: anyone who can read the template or the stack (aws cloudformation get-template) has it",
							"Reference the secret instead: {{resolve:secretsmanager:db-secret:SecretString:password}}, ManageMasterUserPassword: true for RDS, or a parameter with NoEcho: true; rotate the secret that was committed.", "CWE-798")
					}
					continue
				}
				walk(v)
			}
		}
		if n.Kind == yaml.SequenceNode {
			for _, e := range n.Content {
				walk(e)
			}
		}
	}
	walk(props)
}

var placeholder = regexp.MustCompile(`(?i)^(changeme|change_me|replace_?me|<[^>]*>|x+|\*+|true|false)$`)

// policies walks every mapping for IAM statements: the Statement lists of
// PolicyDocument, KeyPolicy, PolicyText, AssumeRolePolicyDocument, a
// policy file's top level, and the Serverless Framework's
// iamRoleStatements and iam.role.statements.
func (c *cloudCheck) policies(n *yaml.Node) {
	if n == nil {
		return
	}
	if n.Kind == yaml.MappingNode {
		for _, key := range []string{"Statement", "iamRoleStatements", "statements"} {
			if st := get(n, key); st != nil && (key == "Statement" && get(n, "Version") != nil || hasEffect(st)) {
				for _, s := range values(st) {
					c.statement(s)
				}
			}
		}
	}
	for _, ch := range n.Content {
		c.policies(ch)
	}
}

func hasEffect(st *yaml.Node) bool {
	for _, s := range values(st) {
		if get(s, "Effect") != nil {
			return true
		}
	}
	return false
}

func (c *cloudCheck) statement(s *yaml.Node) {
	if scalar(get(s, "Effect")) != "Allow" {
		return
	}
	anyOf := func(n *yaml.Node, want ...string) *yaml.Node {
		for _, v := range values(n) {
			for _, w := range want {
				if scalar(v) == w {
					return v
				}
			}
		}
		return nil
	}
	cond := get(s, "Condition") != nil
	if p := get(s, "Principal"); p != nil && !cond {
		star := anyOf(p, "*")
		if star == nil {
			star = anyOf(get(p, "AWS"), "*")
		}
		if star != nil {
			c.add("iam-public-principal", "security", star.Line, 0, finding.High, 0.8,
				"Policy statement allows every principal (Principal: \"*\") with no Condition: anyone, in any AWS account or none, gets these actions",
				"Name the accounts, roles or services that need access (Principal: {AWS: arn:aws:iam::123456789012:role/reader}), or keep \"*\" only with a Condition that limits it (aws:SourceVpce, aws:PrincipalOrgID, aws:SourceArn).", "CWE-284")
		}
	}
	if na := get(s, "NotAction"); na != nil {
		c.add("iam-not-action", "security", na.Line, 0, finding.Medium, 0.7,
			"Allow with NotAction grants every action except the ones listed, including services and actions added later",
			"List the actions the principal needs under Action; use NotAction only with Effect: Deny.", "CWE-269")
	}
	c.statementMore(s)
	act := anyOf(get(s, "Action"), "*", "*:*")
	if act == nil {
		return
	}
	if anyOf(get(s, "Resource"), "*") != nil {
		c.add("iam-admin-policy", "security", act.Line, 0, finding.High, 0.85,
			"Policy statement allows every action on every resource (Action: \"*\", Resource: \"*\"): full administrator access",
			"Grant the actions and resources the role needs (s3:GetObject on arn:aws:s3:::bucket/*); keep administrator access to a break-glass role, and generate a least-privilege policy from CloudTrail with IAM Access Analyzer.", "CWE-269")
		return
	}
	c.add("iam-wildcard-action", "security", act.Line, 0, finding.Medium, 0.75,
		"Policy statement allows every action (Action: \"*\") on its resources, including deleting them and changing their policies",
		"List the actions the principal needs (s3:GetObject, s3:PutObject); IAM Access Analyzer can generate them from CloudTrail activity.", "CWE-269")
}

// serviceWildcard is an action that names every action of one service.
var serviceWildcard = regexp.MustCompile(`^[a-z0-9-]+:\*$`)

// statementMore reports, in an Allow statement, what AWS Security Hub and
// the IAM documentation name beside full wildcards: every action of a
// service (IAM.21), NotPrincipal with Allow, and iam:PassRole on every
// role.
//
// These are checks of identity-based policies: a statement with a
// Principal is a resource policy (a bucket's, a key's), where Resource "*"
// means the resource itself and AWS's own default key policy grants kms:*
// to the account; a statement that allows "*" already has its finding.
func (c *cloudCheck) statementMore(s *yaml.Node) {
	if np := get(s, "NotPrincipal"); np != nil {
		c.add("iam-not-principal", "security", np.Line, 0, finding.Medium, 0.75,
			"Allow with NotPrincipal grants access to every principal except the ones listed, anonymous users included",
			"Name the principals under Principal; the IAM documentation strongly recommends not using NotPrincipal with Allow.", "CWE-284")
		return
	}
	if get(s, "Principal") != nil {
		return
	}
	anyRes := false
	for _, r := range values(get(s, "Resource")) {
		anyRes = anyRes || scalar(r) == "*"
	}
	for _, a := range values(get(s, "Action")) {
		if v := scalar(a); v == "*" || v == "*:*" {
			return
		}
	}
	for _, a := range values(get(s, "Action")) {
		v := scalar(a)
		switch {
		case serviceWildcard.MatchString(v):
			sev := finding.Low
			if anyRes {
				sev = finding.Medium
			}
			c.add("iam-service-wildcard", "security", a.Line, 0, sev, 0.7,
				"Action "+v+" allows every action of the service, including the ones that delete data or change its policies, and any added later",
				"List the actions the principal uses (s3:GetObject, s3:PutObject); AWS Security Hub control IAM.21: customer managed policies should not allow wildcard actions for services.", "CWE-269")
		case strings.EqualFold(v, "iam:PassRole") && anyRes:
			c.add("iam-passrole-any", "security", a.Line, 0, finding.Medium, 0.75,
				"iam:PassRole on every role lets the principal hand any role, an administrator's included, to a service it controls",
				"Limit Resource to the roles the principal must pass (arn:aws:iam::123456789012:role/app-*) and add an iam:PassedToService condition; the IAM documentation on passing roles.", "CWE-269")
		}
	}
}
