pragma solidity 0.4.24;

contract Old {
    function h(bytes32 x) public view returns (bytes32) {
        bytes32 a = sha3(x); // want "solidity/deprecated-builtin"
        bytes32 b = block.blockhash(block.number - 1); // want "solidity/deprecated-builtin"
        return a ^ b;
    }

    function lib(address l) public {
        require(l.callcode(msg.data)); // want "solidity/deprecated-builtin"
    }
}
