pragma solidity 0.8.24;

contract Registry {
    address[] members;
    uint256 count;

    function total() external view returns (uint256 s) {
        for (uint256 i = 0; i < members.length; i++) { // want "solidity/storage-read-in-loop-condition"
            s += uint160(members[i]);
        }
        uint256 j;
        while (j < count) { // want "solidity/storage-read-in-loop-condition"
            j++;
        }
    }
}
