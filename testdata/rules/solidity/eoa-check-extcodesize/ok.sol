pragma solidity 0.8.24;

contract Mint {
    function mint(address target) external view returns (bool) {
        return target.code.length > 0;
    }
}
