import sys,math,collections
for t in sys.argv[1:]:
    rows=[l.split() for l in open('machines-%s.txt'%t)]
    gm_in=sum(1 for r in rows if 0.97<=float(r[1])<=1.03)
    all45=sum(1 for r in rows if r[4]=='45')
    both=sum(1 for r in rows if r[4]=='45' and 0.97<=float(r[1])<=1.03)
    bytesok=sum(1 for r in rows if r[5].split('_of_')[0]==r[5].split('_of_')[1])
    allt=sum(1 for r in rows if r[4]=='45' and 0.97<=float(r[1])<=1.03 and r[5].split('_of_')[0]==r[5].split('_of_')[1])
    within=sum(int(r[4]) for r in rows)
    print("%-5s machines %d: geomean in band %d, all 45 within 15%% %d, both %d, +bytes %d; runs within 15%%: %d of %d; machines: %s"%(t,len(rows),gm_in,all45,both,allt,within,45*len(rows),' '.join(r[0] for r in rows if r[4]=='45' and 0.97<=float(r[1])<=1.03 and r[5].split('_of_')[0]==r[5].split('_of_')[1])))
