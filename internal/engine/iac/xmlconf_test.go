package iac

import "testing"

func TestXMLConf(t *testing.T) {
	check(t, rules(t, "site/web.config", `<?xml version="1.0"?>
<configuration>
  <system.web>
    <customErrors mode="Off" />
    <compilation debug="true"
                 targetFramework="4.8" />
    <trace enabled="true" localOnly="false" />
    <httpCookies httpOnlyCookies="false" requireSSL="false" />
    <sessionState cookieless="UseUri" />
    <pages enableViewStateMac="false" validateRequest="false" />
    <machineKey validationKey="A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4" decryptionKey="00112233445566778899AABBCCDDEEFF" validation="SHA1" />
    <authentication mode="Forms"><forms protection="None" /></authentication>
    <httpRuntime enableHeaderChecking="false" />
    <!-- <compilation debug="true" /> -->
  </system.web>
</configuration>
`), map[string][]int{
		"iac/aspnet-custom-errors-off":      {4},
		"iac/aspnet-debug-compilation":      {5},
		"iac/aspnet-trace-remote":           {7},
		"iac/aspnet-cookie-flags":           {8, 8},
		"iac/aspnet-session-in-url":         {9},
		"iac/aspnet-viewstate-mac-off":      {10},
		"iac/aspnet-request-validation-off": {10},
		"iac/aspnet-hardcoded-machine-key":  {11},
		"iac/aspnet-forms-unprotected":      {12},
		"iac/aspnet-header-checking-off":    {13},
	})
	check(t, rules(t, "site/web.config", `<configuration>
  <system.web>
    <customErrors mode="RemoteOnly" defaultRedirect="~/error" />
    <compilation debug="false" targetFramework="4.8" />
    <trace enabled="true" />
    <httpCookies httpOnlyCookies="true" requireSSL="true" />
    <machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" />
  </system.web>
</configuration>
`), map[string][]int{})

	check(t, rules(t, "WEB-INF/web.xml", `<web-app>
  <session-config>
    <session-timeout>-1</session-timeout>
    <cookie-config>
      <http-only>false</http-only>
      <secure>false</secure>
    </cookie-config>
    <tracking-mode>URL</tracking-mode>
  </session-config>
  <servlet>
    <servlet-name>default</servlet-name>
    <init-param>
      <param-name>listings</param-name>
      <param-value>true</param-value>
    </init-param>
  </servlet>
</web-app>
`), map[string][]int{
		"iac/servlet-session-never-expires": {3},
		"iac/servlet-cookie-flags":          {5, 6},
		"iac/servlet-session-in-url":        {8},
		"iac/servlet-directory-listing":     {14},
	})
	check(t, rules(t, "WEB-INF/web.xml", `<web-app>
  <session-config>
    <session-timeout>30</session-timeout>
    <cookie-config><http-only>true</http-only><secure>true</secure></cookie-config>
    <tracking-mode>COOKIE</tracking-mode>
  </session-config>
</web-app>
`), map[string][]int{})

	check(t, rules(t, "tomcat/conf/server.xml", `<Server port="8005" shutdown="SHUTDOWN">
  <Service name="Catalina">
    <Connector port="8443" SSLEnabled="true" allowTrace="true"
               sslEnabledProtocols="TLSv1,TLSv1.1,TLSv1.2" />
  </Service>
</Server>
`), map[string][]int{
		"iac/tomcat-default-shutdown": {1},
		"iac/tomcat-trace-enabled":    {3},
		"iac/tomcat-old-tls":          {4},
	})
	check(t, rules(t, "tomcat/conf/server.xml", `<Server port="-1" shutdown="SHUTDOWN">
  <Service name="Catalina">
    <Connector port="8443" SSLEnabled="true" sslEnabledProtocols="TLSv1.2,TLSv1.3" />
  </Service>
</Server>
`), map[string][]int{})
}

func TestAndroidManifest(t *testing.T) {
	check(t, rules(t, "app/src/main/AndroidManifest.xml", `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
    <application
        android:debuggable="true"
        android:usesCleartextTraffic="true"
        android:label="App">
        <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>
        <activity android:name=".AdminActivity" android:exported="true" />
        <provider android:name=".DataProvider" android:authorities="com.example.data"
            android:exported="true" android:grantUriPermissions="true" />
        <receiver android:name=".SmsReceiver" android:exported="true">
            <intent-filter><action android:name="com.example.ACTION" /></intent-filter>
        </receiver>
        <service android:name=".SyncService" android:exported="true" android:permission="com.example.permission.SYNC" />
        <activity android:name=".Settings" android:exported="false" />
        <!-- <activity android:name=".Old" android:exported="true" /> -->
    </application>
</manifest>
`), map[string][]int{
		"iac/android-debuggable":         {4},
		"iac/android-cleartext-traffic":  {5},
		"iac/android-exported-component": {13, 15, 16},
	})
	check(t, rules(t, "app/src/main/AndroidManifest.xml", `<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:debuggable="false" android:allowBackup="false">
        <activity android:name=".Main" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>
        <provider android:name=".Files" android:exported="true" android:readPermission="com.example.READ" />
    </application>
</manifest>
`), map[string][]int{})
}
