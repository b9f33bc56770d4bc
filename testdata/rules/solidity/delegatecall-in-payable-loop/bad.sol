pragma solidity 0.8.24;

contract Multicall {
    function multicall(bytes[] calldata calls) external payable returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory r) = address(this).delegatecall(calls[i]); // want "solidity/delegatecall-in-payable-loop"
            require(ok);
            results[i] = r;
        }
    }
}
