using System;
using System.Runtime.Serialization;
using System.Xml;

public class AnyTypeResolver : DataContractResolver // want "csharp/data-contract-resolver-by-name"
{
    public override Type ResolveName(string typeName, string typeNamespace, Type declaredType, DataContractResolver knownTypeResolver)
    {
        return Type.GetType(typeName + ", " + typeNamespace);
    }

    public override bool TryResolveType(Type type, Type declaredType, DataContractResolver knownTypeResolver, out XmlDictionaryString typeName, out XmlDictionaryString typeNamespace)
    {
        typeName = null; typeNamespace = null;
        return false;
    }
}
